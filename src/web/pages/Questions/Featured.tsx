import { usePageData, type PageLoader } from '../../app/page-data.ts';
import {
  listWidgetCalls,
  loadQuestionList,
  QuestionListPage,
  type QuestionPage,
} from '../../components/question-list/QuestionListPage.tsx';

export const loader: PageLoader<QuestionPage> = ({ url, api, signal }) =>
  loadQuestionList(api, url, { featured: true }, signal);

export const widgetCalls = listWidgetCalls;

/** `/featured`: the questions admins featured. */
export default function FeaturedQuestions() {
  return <QuestionListPage title="questions_ui.list.featured_title" questions={usePageData<typeof loader>()} />;
}
