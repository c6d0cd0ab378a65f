import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { generatePath, Link, useLocation } from 'react-router-dom';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { api } from '../../../app/api-client.ts';
import { appPathOf, rememberForAfterLogin } from '../../../app/navigation.ts';
import { loginPath, routeOf } from '../../../app/paths.ts';
import { useSession } from '../../../app/session.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { useDraft } from '../../../hooks/useDraft.ts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard.ts';
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

interface AnswerDraft {
  content: string;
}

/** The answer editor; what is typed is kept as a draft of this question's answer until it is posted. */
function AnswerForm({ questionId, onAnswered }: { questionId: string; onAnswered(added: AnswerAdded): void }) {
  const draft = useDraft<AnswerDraft>(constants.storage.keys.answer_draft, questionId);
  const [initial, setInitial] = useState(() => draft.restored?.content ?? '');
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const write = useMemberWrite('answer');
  const changed = content !== initial;
  useLeaveGuard(changed);

  const saveDraft = draft.schedule;
  useEffect(() => {
    if (changed) saveDraft({ content });
  }, [content, changed, saveDraft]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const added = await write.run((answer) =>
        api.addAnswer({ body: { question_id: questionId, content, ...answer } }),
      );
      if (!added) return;
      draft.clear();
      setInitial('');
      setContent('');
      onAnswered(added);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fieldErrors.map((entry) => entry.error_msg).join(' ') || failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="answer-form">
      {draft.restored && initial !== '' && (
        <p className="post-banner post-banner-info" role="status">
          <Message id="questions_ui.write.draft_restored" />
        </p>
      )}
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
