import { Link } from 'react-router-dom';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { AcceptedMark } from '../../../components/question/AcceptedMark.tsx';
import { CountStat } from '../../../components/question/CountStat.tsx';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import { TagList } from '../../../components/question/TagList.tsx';
import { questionPath } from '../../../../shared/permalink/index.ts';

export type PersonalQuestion = DataOf<'getPersonalQuestionPage'>['list'][number];
export type PersonalAnswer = DataOf<'getPersonalAnswerPage'>['list'][number];

/** Where a question (or one of its answers) lives, in the site's permalink mode. */
export function usePostPath(): (questionId: string, title: string, answerId?: string) => string {
  const { permalink } = useSiteInfo().site_seo;
  return (questionId, title, answerId) =>
    questionPath(permalink, { id: questionId, title }, answerId && answerId !== '0' ? answerId : undefined);
}

/** Questions of a tab: votes, answers, title link, tags and when asked. */
export function QuestionRows({ questions }: { questions: readonly PersonalQuestion[] }) {
  const pathOf = usePostPath();
  return (
    <ul className="personal-list">
      {questions.map((question) => (
        <li key={question.question_id} className="personal-item">
          <div className="personal-item-stats">
            <CountStat count={question.vote_count} unit="questions_ui.count.votes" />
            <CountStat count={question.answer_count} unit="questions_ui.count.answers" />
          </div>
          <div className="personal-item-main">
            <Link to={pathOf(question.question_id, question.title)}>{question.title}</Link>
            <TagList tags={question.tags} />
          </div>
          <RelativeTime seconds={question.created_at} />
        </li>
      ))}
    </ul>
  );
}

/** Answers of a tab: votes, accepted mark, the question's title linking to the answer, its tags and when answered. */
export function AnswerRows({ answers }: { answers: readonly PersonalAnswer[] }) {
  const pathOf = usePostPath();
  return (
    <ul className="personal-list">
      {answers.map((answer) => (
        <li key={answer.answer_id} className="personal-item">
          <div className="personal-item-stats">
            <CountStat count={answer.vote_count} unit="questions_ui.count.votes" />
            {answer.accepted === constants.answer_accepted.yes && <AcceptedMark />}
          </div>
          <div className="personal-item-main">
            <Link to={pathOf(answer.question_id, answer.question_info.title, answer.answer_id)}>
              {answer.question_info.title}
            </Link>
            <TagList tags={answer.question_info.tags} />
          </div>
          <RelativeTime seconds={answer.create_time} />
        </li>
      ))}
    </ul>
  );
}
