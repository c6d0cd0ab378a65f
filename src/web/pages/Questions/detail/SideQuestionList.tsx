import { Link } from 'react-router-dom';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { Message } from '../../../components/Message.tsx';
import { CountStat } from '../../../components/question/CountStat.tsx';
import { questionPath } from '../../../../shared/permalink/index.ts';
import type { ApiData } from '../../../hooks/useApiData.ts';

interface SideQuestion {
  id: string;
  title: string;
  answer_count: number;
}

interface SideQuestionListProps {
  id: string;
  title: MessageKey;
  questions: ApiData<{ list: readonly SideQuestion[] }>;
}

/** A box of question links beside the question (related, linked); absent when it has none. */
export function SideQuestionList({ id, title, questions }: SideQuestionListProps) {
  const { permalink } = useSiteInfo().site_seo;
  if (questions.status !== 'loaded' || questions.data.list.length === 0) return null;
  return (
    <section className="side-box" aria-labelledby={id}>
      <h2 id={id}>
        <Message id={title} />
      </h2>
      <ul className="side-question-list">
        {questions.data.list.map((question) => (
          <li key={question.id}>
            <Link to={questionPath(permalink, question)}>{question.title}</Link>
            <CountStat count={question.answer_count} unit="questions_ui.count.answers" />
          </li>
        ))}
      </ul>
    </section>
  );
}
