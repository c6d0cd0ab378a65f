import type { ApiClient } from '../../../../../generated/client.ts';
import { api } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session.ts';
import { useApiData } from '../../../hooks/useApiData.ts';
import { CustomSidebar } from '../../../components/custom-code/CustomHtml.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { SideQuestionList } from './SideQuestionList.tsx';
import type { QuestionData } from './types.ts';

const InviteToAnswer = lazyPart(
  async () => (await import('../../../components/question/invite/InviteToAnswer.tsx')).InviteToAnswer,
);

// The boxes are extras: when one fails the question still stands, without an error page.
/** The sidebar's calls, which the server makes before it draws the page (Detail's WidgetCalls). */
export const loadRelated = (client: ApiClient, questionId: string, signal?: AbortSignal) =>
  client.getRelatedQuestions({ query: { question_id: questionId } }, { signal, ignore50X: true });
export const loadLinked = (client: ApiClient, questionId: string, signal?: AbortSignal) =>
  client.getLinkedQuestions({ query: { question_id: questionId } }, { signal, ignore50X: true });

/**
 * Beside the question: the admin's custom sidebar, invite people to answer (members only: inviting
 * needs an account, so a visitor is not offered it), related questions (same first tag), linked questions.
 */
export function QuestionSidebar({ question }: { question: QuestionData }) {
  const { user } = useSession();
  const related = useApiData((signal) => loadRelated(api, question.id, signal));
  const linked = useApiData((signal) => loadLinked(api, question.id, signal));
  return (
    <aside className="question-sidebar">
      <CustomSidebar />
      {user && <InviteToAnswer questionId={question.id} />}
      <SideQuestionList id="related-questions" title="questions_ui.side.related" questions={related} />
      <SideQuestionList id="linked-questions" title="questions_ui.side.linked" questions={linked} />
    </aside>
  );
}
