import { generatePath, Link, useLocation } from 'react-router-dom';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { appPathOf, rememberForAfterLogin } from '../../../app/navigation.ts';
import { loginPath, routeOf } from '../../../app/paths.ts';
import { useSession } from '../../../app/session.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import type { QuestionData } from './types.ts';

// Only members answer: the form (and the editor it loads) is no part of a visitor's page.
const AnswerForm = lazyPart(async () => (await import('./AnswerForm.tsx')).AnswerForm, <LoadingStatus />);

const editAnswerRoute = routeOf('/posts/:qid/:aid/edit');
/** The answer's textarea, which the area's heading labels. */
const editorId = 'answer-content';

export type AnswerAdded = DataOf<'addAnswer'>;

interface WriteAnswerProps {
  question: QuestionData;
  onAnswered(added: AnswerAdded): void;
}

/**
 * The write-answer area: the form, or why there is none (closed question, not logged in, already
 * answered while the site allows one answer per person).
 */
export function WriteAnswer({ question, onAnswered }: WriteAnswerProps) {
  const { user } = useSession();
  const { restrict_answer: oneAnswerEach } = useSiteInfo().site_write;
  const location = useLocation();

  // why there is no form, when there is none
  let note;
  if (question.status === constants.post_status.closed) {
    note = (
      <p className="write-answer-note">
        <Message id="questions_ui.write.closed" />
      </p>
    );
  } else if (!user) {
    note = (
      <p className="write-answer-note">
        <Link to={loginPath} onClick={() => rememberForAfterLogin(appPathOf(location))}>
          <Message id="questions_ui.write.log_in" />
        </Link>
      </p>
    );
  } else if (oneAnswerEach && question.answered) {
    note = (
      <p className="write-answer-note">
        <Message id="questions_ui.write.answered" />{' '}
        <Link to={generatePath(editAnswerRoute.path, { qid: question.id, aid: question.first_answer_id })}>
          <Message id="questions_ui.write.edit_yours" />
        </Link>
      </p>
    );
  }

  // with the form shown, the heading is the textarea's label: its name, and a press on it types there
  const title = <Message id="questions_ui.write.title" />;
  return (
    <section className="write-answer">
      {note ? (
        <>
          <h2>{title}</h2>
          {note}
        </>
      ) : (
        <>
          <h2>
            <label htmlFor={editorId}>{title}</label>
          </h2>
          <AnswerForm questionId={question.id} editorId={editorId} onAnswered={onAnswered} />
        </>
      )}
    </section>
  );
}
