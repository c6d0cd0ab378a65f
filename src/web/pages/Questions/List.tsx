import { QuestionListPage } from '../../components/question-list/QuestionListPage.tsx';

/** `/` and `/questions`: every listed question. */
export default function QuestionList() {
  return <QuestionListPage title="questions_ui.list.title" />;
}
