import { useParams } from 'react-router-dom';
import { QuestionDetailPage } from './detail/QuestionDetailPage.tsx';

export { loadQuestionPage as loader } from './detail/QuestionDetailPage.tsx';

/** `/questions/:qid` with or without the slug and an answer: one page per question (a new id starts afresh). */
export default function QuestionDetail() {
  const { qid } = useParams();
  return <QuestionDetailPage key={qid} />;
}
