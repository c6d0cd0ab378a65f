import { useParams } from 'react-router-dom';
import type { WidgetCalls } from '../../app/page-data.ts';
import { loadFirstComments } from '../../components/question/comments/CommentSection.tsx';
import { loadReactions } from '../../components/question/Reactions.tsx';
import { QuestionDetailPage, type loadQuestionPage } from './detail/QuestionDetailPage.tsx';
import { loadLinked, loadRelated } from './detail/QuestionSidebar.tsx';

export { loadQuestionPage as loader } from './detail/QuestionDetailPage.tsx';

/** The question's and each answer's reactions and first comments, and the sidebar's related and linked boxes. */
export const widgetCalls: WidgetCalls<Awaited<ReturnType<typeof loadQuestionPage>>> = ({ data, api }) => {
  const { question, answers } = data;
  const posts = [question.id, ...answers.list.map((answer) => answer.id)];
  return [
    ...posts.flatMap((id) => [loadReactions(api, id), loadFirstComments(api, id)]),
    loadRelated(api, question.id),
    loadLinked(api, question.id),
  ];
};

/** `/questions/:qid` with or without the slug and an answer: one page per question (a new id starts afresh). */
export default function QuestionDetail() {
  const { qid } = useParams();
  return <QuestionDetailPage key={qid} />;
}
