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

/**
 * Beside the question: the admin's custom sidebar, invite people to answer (members only: inviting
 * needs an account, so a visitor is not offered it), related questions (same first tag), linked questions.
 */
export function QuestionSidebar({ question }: { question: QuestionData }) {
  const { user } = useSession();
  // The boxes are extras: when one fails the question still stands, without an error page.
  const related = useApiData((signal) =>
    api.getRelatedQuestions({ query: { question_id: question.id } }, { signal, ignore50X: true }),
  );
  const linked = useApiData((signal) =>
    api.getLinkedQuestions({ query: { question_id: question.id } }, { signal, ignore50X: true }),
  );
  return (
    <aside className="question-sidebar">
      <CustomSidebar />
      {user && <InviteToAnswer questionId={question.id} />}
      <SideQuestionList id="related-questions" title="questions_ui.side.related" questions={related} />
      <SideQuestionList id="linked-questions" title="questions_ui.side.linked" questions={linked} />
    </aside>
  );
}
