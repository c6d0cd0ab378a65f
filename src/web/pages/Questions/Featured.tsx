import { QuestionListPage } from '../../components/question-list/QuestionListPage.tsx';

/** `/featured`: the questions admins featured. */
export default function FeaturedQuestions() {
  return <QuestionListPage title="questions_ui.list.featured_title" featured />;
}
