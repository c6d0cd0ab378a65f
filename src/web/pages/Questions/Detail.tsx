import { useParams } from 'react-router-dom';
import type { WidgetCalls } from '../../app/page-data.ts';
import { loadPostsFirstComments, loadPostsReactions } from '../../components/question/post-widgets-data.tsx';
import { pagePostIds, QuestionDetailPage, type loadQuestionPage } from './detail/QuestionDetailPage.tsx';
import { loadLinked, loadRelated } from './detail/QuestionSidebar.tsx';

export { loadQuestionPage as loader } from './detail/QuestionDetailPage.tsx';

/** The reactions and first comments of the question and its answers (one call of each), and the sidebar's boxes. */
export const widgetCalls: WidgetCalls<Awaited<ReturnType<typeof loadQuestionPage>>> = ({ data, api }) => {
  const posts = pagePostIds(data);
  return [
    loadPostsReactions(api, posts),
    loadPostsFirstComments(api, posts),
    loadRelated(api, data.question.id),
    loadLinked(api, data.question.id),
  ];
};

/** `/questions/:qid` with or without the slug and an answer: one page per question (a new id starts afresh). */
export default function QuestionDetail() {
  const { qid } = useParams();
  return <QuestionDetailPage key={qid} />;
}
