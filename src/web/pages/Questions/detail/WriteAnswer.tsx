import { lazy, Suspense, useState, type FormEvent } from 'react';
import { generatePath, Link, useLocation } from 'react-router-dom';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { api } from '../../../app/api-client.ts';
import { appPathOf, rememberForAfterLogin } from '../../../app/navigation.ts';
import { loginPath, routeOf } from '../../../app/paths.ts';
import { useSession } from '../../../app/session.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useMemberWrite } from '../../../components/question/useMemberWrite.ts';
import type { QuestionData } from './types.ts';

// The editor is the heaviest part of the page and most visitors only read: it loads when shown.
const MarkdownEditor = lazy(() => import('../../../components/editor/MarkdownEditor.tsx'));

const editAnswerRoute = routeOf('/posts/:qid/:aid/edit');
/** The area's heading names the editor too. */
const headingId = 'write-answer-heading';

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

  let content;
  if (question.status === constants.post_status.closed) {
    content = (
      <p className="write-answer-note">
        <Message id="questions_ui.write.closed" />
      </p>
    );
  } else if (!user) {
    content = (
      <p className="write-answer-note">
        <Link to={loginPath} onClick={() => rememberForAfterLogin(appPathOf(location))}>
          <Message id="questions_ui.write.log_in" />
        </Link>
      </p>
    );
  } else if (oneAnswerEach && question.answered) {
    content = (
      <p className="write-answer-note">
        <Message id="questions_ui.write.answered" />{' '}
        <Link to={generatePath(editAnswerRoute.path, { qid: question.id, aid: question.first_answer_id })}>
          <Message id="questions_ui.write.edit_yours" />
        </Link>
      </p>
    );
  } else {
    content = <AnswerForm questionId={question.id} onAnswered={onAnswered} />;
  }

  return (
    <section className="write-answer">
      <h2 id={headingId}>
        <Message id="questions_ui.write.title" />
      </h2>
      {content}
    </section>
  );
}

function AnswerForm({ questionId, onAnswered }: { questionId: string; onAnswered(added: AnswerAdded): void }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useMemberWrite('answer');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const added = await write.run((answer) =>
        api.addAnswer({ body: { question_id: questionId, content, ...answer } }),
      );
      if (!added) return;
      setContent('');
      onAnswered(added);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fieldErrors.map((entry) => entry.error_msg).join(' ') || failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="answer-form">
      <Suspense fallback={<LoadingStatus />}>
        <MarkdownEditor value={content} onChange={setContent} aria-labelledby={headingId} error={error} />
      </Suspense>
      <button type="submit" className="button button-primary" disabled={write.busy}>
        <Message id="questions_ui.write.submit" />
      </button>
      {write.dialog}
    </form>
  );
}
