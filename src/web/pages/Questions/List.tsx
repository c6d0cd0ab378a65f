import { usePageData, type PageLoader } from '../../app/page-data.ts';
import {
  listWidgetCalls,
  loadQuestionList,
  QuestionListPage,
  type QuestionPage,
} from '../../components/question-list/QuestionListPage.tsx';

export const loader: PageLoader<QuestionPage> = ({ url, api, signal }) => loadQuestionList(api, url, {}, signal);

export const widgetCalls = listWidgetCalls;

/** `/` and `/questions`: every listed question. */
export default function QuestionList() {
  return <QuestionListPage title="questions_ui.list.title" questions={usePageData<typeof loader>()} />;
}
