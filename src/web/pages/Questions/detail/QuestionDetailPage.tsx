import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../../app/api-client.ts';
import { usePageTitle } from '../../../app/page-title.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { questionPath, toLongId } from '../../../../shared/permalink/index.ts';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { AnswerSection } from './AnswerSection.tsx';
import { QuestionPost } from './QuestionPost.tsx';
import { QuestionSidebar } from './QuestionSidebar.tsx';
import type { QuestionData } from './types.ts';
import { WriteAnswer, type AnswerAdded } from './WriteAnswer.tsx';
import { LiveUpdatesNotice } from './LiveUpdatesNotice.tsx';
import { useQuestionUpdates } from './useQuestionUpdates.ts';
import '../../../components/question/question.css';
import './detail.css';

interface DetailParams {
  qid?: string;
  slugPermalink?: string;
  aid?: string;
}

/** The path this page was opened at, as the route's parameters give it (decoded, as a slug in Chinese reads). */
function openedPath({ qid, slugPermalink, aid }: DetailParams): string {
  return `/${['questions', qid, slugPermalink, aid].filter(Boolean).join('/')}`;
}

/** The answer a link names, as the long id the API returns (links in permalink modes 3 and 4 carry short ids). */
function namedAnswerId(aid: string | undefined): string | undefined {
  return aid ? (toLongId(aid) ?? aid) : undefined;
}

/** The question page: the question, its answers, the write-answer area and the side boxes. */
export function QuestionDetailPage() {
  const params = useParams<keyof DetailParams>();
  const navigate = useNavigate();
  const { permalink } = useSiteInfo().site_seo;
  const qid = params.qid ?? '';
  const loaded = useQueryData(qid, (signal) => api.getQuestionInfo({ query: { id: qid } }, { signal, allow404: true }));
  const [changes, setChanges] = useState<Partial<QuestionData>>({});
  const [answersRevision, setAnswersRevision] = useState(0);
  // grows when the viewer asks to see what others added meanwhile: the posts and their comments are read afresh
  const [liveRound, setLiveRound] = useState(0);
  const updates = useQuestionUpdates(qid);
  const question = loaded.status === 'loaded' ? { ...loaded.data, ...changes } : null;

  // A wrong or missing slug (or the other id form) is replaced by the canonical link.
  const answerId = namedAnswerId(params.aid);
  const canonical = question ? questionPath(permalink, question, answerId) : null;
  // Slugs are percent-escaped in links and decoded in route parameters.
  const misplaced = canonical !== null && decodeURIComponent(canonical) !== openedPath(params);
  useEffect(() => {
    if (misplaced && canonical) navigate(`${canonical}${window.location.search}`, { replace: true });
  }, [misplaced, canonical, navigate]);

  usePageTitle(question?.title);

  if (loaded.status === 'loading') return <LoadingStatus />;
  if (!question) return null;

  // After a status change the question is read again, and what the page had changed gives way to it.
  const reload = () => {
    setChanges({});
    loaded.reload();
  };

  const answered = (added: AnswerAdded) => {
    const firstAnswerId = question.answered ? question.first_answer_id : added.info.id;
    setChanges((current) => ({
      ...current,
      answer_count: added.question.answer_count,
      answered: true,
      first_answer_id: firstAnswerId,
    }));
    setAnswersRevision((value) => value + 1);
  };

  const showUpdates = () => {
    updates.caughtUp();
    reload();
    setLiveRound((value) => value + 1);
  };

  return (
    <div className="question-page">
      <div className="question-page-main">
        <LiveUpdatesNotice count={updates.count} onShow={showUpdates} />
        <QuestionPost
          key={`question-${liveRound}`}
          question={question}
          path={questionPath(permalink, question)}
          onChanged={reload}
        />
        <AnswerSection
          key={`answers-${liveRound}`}
          question={question}
          focusedAnswerId={answerId}
          revision={answersRevision}
          onAcceptedChange={(answerId) => setChanges((current) => ({ ...current, accepted_answer_id: answerId }))}
        />
        <WriteAnswer question={question} onAnswered={answered} />
      </div>
      <QuestionSidebar question={question} />
    </div>
  );
}
