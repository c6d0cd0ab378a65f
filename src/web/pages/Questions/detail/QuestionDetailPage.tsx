import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useRevalidator } from 'react-router-dom';
import { usePageData, type PageLoader } from '../../../app/page-data.ts';
import { usePageTitle } from '../../../app/page-title.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { questionPath, toLongId } from '../../../../shared/permalink/index.ts';
import { AnswerSection, loadAnswerPage } from './AnswerSection.tsx';
import { ParticipantsProvider } from '../../../components/question/comments/participants.tsx';
import { PostWidgetsProvider } from '../../../components/question/post-widgets-data.tsx';
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

/** The question and the page of its answers that the address asks for, read together. */
export const loadQuestionPage = (async ({ params, url, api, signal, shown }) => {
  const qid = params.qid ?? '';
  // the answers are asked by the question's long id, which a link in the short form gives at once
  const id = toLongId(qid) ?? qid;
  // another order or page of the answers keeps the question (reading it again would count a view)
  const kept = (shown as { question: QuestionData } | undefined)?.question;
  const [question, answers] = await Promise.all([
    kept?.id === id ? kept : api.getQuestionInfo({ query: { id: qid } }, { signal }),
    loadAnswerPage(api, id, url, signal),
  ]);
  return { question, answers };
}) satisfies PageLoader<unknown>;

/** The page's posts, the question first: the widgets' batch calls ask for them in this order (the server's too). */
export function pagePostIds({ question, answers }: Awaited<ReturnType<typeof loadQuestionPage>>): string[] {
  return [question.id, ...answers.list.map((answer) => answer.id)];
}

/**
 * What the page changed of the question it was given (an answer added, one accepted), until the
 * question is read again.
 */
function useQuestionChanges(loaded: QuestionData) {
  const [changed, setChanged] = useState({ of: loaded, changes: {} as Partial<QuestionData> });
  const changes = changed.of === loaded ? changed.changes : {};
  const change = (more: Partial<QuestionData>) =>
    setChanged((current) => ({ of: loaded, changes: { ...(current.of === loaded ? current.changes : {}), ...more } }));
  return { question: { ...loaded, ...changes }, change };
}

/** The question page: the question, its answers, the write-answer area and the side boxes. */
export function QuestionDetailPage() {
  const params = useParams<keyof DetailParams>();
  const navigate = useNavigate();
  const location = useLocation();
  const { permalink } = useSiteInfo().site_seo;
  const qid = params.qid ?? '';
  const loaded = usePageData<typeof loadQuestionPage>();
  const { revalidate } = useRevalidator();
  const { question, change } = useQuestionChanges(loaded.question);
  // grows when the viewer asks to see what others added meanwhile: the posts and their comments are read afresh
  const [liveRound, setLiveRound] = useState(0);
  const updates = useQuestionUpdates(qid);

  // A wrong or missing slug (or the other id form) is replaced by the canonical link.
  const answerId = namedAnswerId(params.aid);
  const canonical = questionPath(permalink, question, answerId);
  // Slugs are percent-escaped in links and decoded in route parameters.
  const misplaced = decodeURIComponent(canonical) !== openedPath(params);
  useEffect(() => {
    if (misplaced) navigate(`${canonical}${window.location.search}`, { replace: true });
  }, [misplaced, canonical, navigate]);

  usePageTitle(question.title);

  // After a status change the question and its answers are read again, and what the page had changed gives way to them.
  const reload = () => void revalidate();

  const answered = (added: AnswerAdded) => {
    const firstAnswerId = question.answered ? question.first_answer_id : added.info.id;
    change({ answer_count: added.question.answer_count, answered: true, first_answer_id: firstAnswerId });
    // a move to the same address, not a revalidation: the loader keeps the question it was shown, so the
    // answers are read again and the author's own page counts no second view
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  };

  const showUpdates = () => {
    updates.caughtUp();
    reload();
    setLiveRound((value) => value + 1);
  };

  return (
    <div className="question-page">
      <ParticipantsProvider posts={[question.user_info, ...loaded.answers.list.map((answer) => answer.user_info)]}>
        <PostWidgetsProvider postIds={pagePostIds(loaded)} round={liveRound}>
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
              answers={loaded.answers}
              focusedAnswerId={answerId}
              onAcceptedChange={(answerId) => change({ accepted_answer_id: answerId })}
            />
            <WriteAnswer question={question} onAnswered={answered} />
          </div>
        </PostWidgetsProvider>
      </ParticipantsProvider>
      <QuestionSidebar question={question} />
    </div>
  );
}
