import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { constants } from '../../../../../generated/constants.ts';
import { api } from '../../../app/api-client.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { answerPath, questionPath } from '../../../components/question/question-links.ts';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { AnswerSection } from './AnswerSection.tsx';
import { QuestionPost } from './QuestionPost.tsx';
import { QuestionSidebar } from './QuestionSidebar.tsx';
import type { QuestionData } from './types.ts';
import { WriteAnswer, type AnswerAdded } from './WriteAnswer.tsx';
import '../../../components/question/question.css';
import './detail.css';

const withSlug = (permalink: number) => (constants.permalink.with_slug as readonly number[]).includes(permalink);

/** Where this page should be: the question's canonical link, keeping a named answer. */
function canonicalPath(question: QuestionData, permalink: number, answerId: string | undefined): string {
  if (answerId) return answerPath(question, answerId);
  return questionPath(question, permalink);
}

/** Whether the link this page was opened with is the canonical one (right id, right slug or none). */
function isCanonical(question: QuestionData, permalink: number, params: { qid?: string; slugPermalink?: string; aid?: string }): boolean {
  if (params.qid !== question.id) return false;
  if (params.aid) return params.slugPermalink === question.url_title;
  return withSlug(permalink) ? params.slugPermalink === question.url_title : params.slugPermalink === undefined;
}

/** The question page: the question, its answers, the write-answer area and the side boxes. */
export function QuestionDetailPage() {
  const params = useParams<{ qid: string; slugPermalink?: string; aid?: string }>();
  const navigate = useNavigate();
  const { permalink } = useSiteInfo().site_seo;
  const qid = params.qid ?? '';
  const loaded = useQueryData(qid, (signal) => api.getQuestionInfo({ query: { id: qid } }, { signal, allow404: true }));
  const [changes, setChanges] = useState<Partial<QuestionData>>({});
  const [answersRevision, setAnswersRevision] = useState(0);
  const question = loaded.status === 'loaded' ? { ...loaded.data, ...changes } : null;

  // A wrong or missing slug (or the other id form) is replaced by the canonical link.
  const misplaced = question !== null && !isCanonical(question, permalink, params);
  useEffect(() => {
    if (misplaced && question) navigate(`${canonicalPath(question, permalink, params.aid)}${window.location.search}`, { replace: true });
  }, [misplaced, question, permalink, params.aid, navigate]);

  if (loaded.status === 'loading') return <LoadingStatus />;
  if (!question) return null;

  const answered = (added: AnswerAdded) => {
    const firstAnswerId = question.answered ? question.first_answer_id : added.info.id;
    setChanges((current) => ({ ...current, answer_count: added.question.answer_count, answered: true, first_answer_id: firstAnswerId }));
    setAnswersRevision((value) => value + 1);
  };

  return (
    <div className="question-page">
      <div className="question-page-main">
        <QuestionPost question={question} path={questionPath(question, permalink)} />
        <AnswerSection
          question={question}
          focusedAnswerId={params.aid}
          revision={answersRevision}
          onAcceptedChange={(answerId) => setChanges((current) => ({ ...current, accepted_answer_id: answerId }))}
        />
        <WriteAnswer question={question} onAnswered={answered} />
      </div>
      <QuestionSidebar question={question} />
    </div>
  );
}
