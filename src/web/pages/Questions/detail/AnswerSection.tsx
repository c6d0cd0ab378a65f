import { useEffect, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '../../../../../generated/client.ts';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { api } from '../../../app/api-client.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { useSession } from '../../../app/session.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Message } from '../../../components/Message.tsx';
import { Pagination } from '../../../components/question/Pagination.tsx';
import { questionPath } from '../../../../shared/permalink/index.ts';
import { pageFrom } from '../../../components/question/query-links.ts';
import { SortTabs } from '../../../components/question/SortTabs.tsx';
import { useSignedInWrite } from '../../../components/question/useMemberWrite.ts';
import { AnswerPost } from './AnswerPost.tsx';
import type { AnswerData, QuestionData } from './types.ts';
import { useMayAccept } from './viewer.ts';

type AnswerSort = (typeof constants.sorts.answers)[number];

const sorts = constants.sorts.answers;
const pageSize = constants.question_pages.answers_page_size;
const sortName = (sort: AnswerSort): MessageKey => `questions_ui.answer_sort.${sort}`;

function sortFrom(search: URLSearchParams): AnswerSort {
  const wanted = search.get('answer_order');
  return sorts.find((sort) => sort === wanted) ?? sorts[0];
}

export type AnswerPage = DataOf<'getAnswerPage'>;

/** The page of a question's answers that a page's address asks for (its order and page number). */
export function loadAnswerPage(api: ApiClient, questionId: string, url: URL, signal: AbortSignal): Promise<AnswerPage> {
  const search = url.searchParams;
  const query = { question_id: questionId, order: sortFrom(search), page: pageFrom(search), page_size: pageSize };
  return api.getAnswerPage({ query }, { signal });
}

interface AnswerSectionProps {
  question: QuestionData;
  /** the page of answers the page's loader read (loadAnswerPage) */
  answers: AnswerPage;
  /** the answer the page's link names, shown first and highlighted */
  focusedAnswerId?: string;
  /** the question's accepted answer changed */
  onAcceptedChange(answerId: string): void;
}

/** The answers: how many, in which order, a page of them, and accepting one. */
export function AnswerSection({ question, answers: shown, focusedAnswerId, onAcceptedChange }: AnswerSectionProps) {
  const [search] = useSearchParams();
  const order = sortFrom(search);
  const { revalidate } = useRevalidator();
  const mayAccept = useMayAccept(question);
  const { user } = useSession();
  const firstAnswerHint: MessageKey | undefined =
    question.status === constants.post_status.closed
      ? undefined
      : user
        ? 'empty_state.answers'
        : 'empty_state.answers_log_in';
  const { permalink } = useSiteInfo().site_seo;
  const accept = useSignedInWrite();
  const focused = useFocusedAnswer(focusedAnswerId, shown.list);

  const setAccepted = async (answerId: string) => {
    const done = await accept.run(() => api.acceptAnswer({ body: { question_id: question.id, answer_id: answerId } }));
    if (done === undefined) return;
    onAcceptedChange(answerId);
    // Reputation moved with the acceptance: the answers and their authors' cards are read again, in place.
    void revalidate();
  };

  const list = [...(focused ? [focused] : []), ...shown.list.filter((answer) => answer.id !== focused?.id)];
  return (
    <section className="answer-section" aria-labelledby="answers-heading">
      <div className="answer-section-header">
        <h2 id="answers-heading">
          <Message id="questions_ui.answers.count" values={{ count: shown.count }} />
        </h2>
        <SortTabs
          sorts={sorts}
          current={order}
          parameter="answer_order"
          label="questions_ui.answer_sort.label"
          nameOf={sortName}
        />
      </div>
      {shown.count === 0 && <EmptyState message="empty_state.answers_none" next={firstAnswerHint} />}
      <ul className="answer-list">
        {list.map((answer) => (
          <AnswerPost
            key={answer.id}
            answer={answer}
            path={questionPath(permalink, question, answer.id)}
            highlighted={answer.id === focusedAnswerId}
            onAccept={mayAccept ? (on) => void setAccepted(on ? answer.id : '0') : undefined}
            accepting={accept.busy}
            onChanged={() => void revalidate()}
          />
        ))}
      </ul>
      <Pagination count={shown.count} pageSize={pageSize} />
    </section>
  );
}

/**
 * The answer a link named (`/questions/:qid/:slug/:aid`): taken from the page when it is there, else
 * asked for on its own; once shown, it is scrolled to and given the focus.
 */
function useFocusedAnswer(answerId: string | undefined, pageList: AnswerData[]): AnswerData | null {
  const inPage = pageList.find((answer) => answer.id === answerId) ?? null;
  const [fetched, setFetched] = useState<AnswerData | null>(null);
  useEffect(() => {
    if (!answerId || inPage) return;
    const controller = new AbortController();
    api.getAnswerInfo({ query: { id: answerId } }, { signal: controller.signal }).then(
      (detail) => setFetched(detail.info),
      () => undefined,
    );
    return () => controller.abort();
  }, [answerId, pageList, inPage]);
  const focused = inPage ? null : fetched;
  const ready = Boolean(answerId && (inPage || fetched));
  useEffect(() => {
    if (!ready || !answerId) return;
    const element = document.getElementById(`answer-${answerId}`);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [ready, answerId]);
  return focused;
}
