import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { api } from '../../../app/api-client.ts';
import { useDraft } from '../../../hooks/useDraft.ts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useMemberWrite } from '../../../components/question/useMemberWrite.ts';
import type { AnswerAdded } from './WriteAnswer.tsx';

// The editor is the heaviest part of the page and most visitors only read: it loads when shown.
const MarkdownEditor = lazy(() => import('../../../components/editor/MarkdownEditor.tsx'));

interface AnswerDraft {
  content: string;
}

interface AnswerFormProps {
  questionId: string;
  /** the textarea's id, which the write-answer area's heading labels */
  editorId: string;
  onAnswered(added: AnswerAdded): void;
}

/** The answer editor; what is typed is kept as a draft of this question's answer until it is posted. */
export function AnswerForm({ questionId, editorId, onAnswered }: AnswerFormProps) {
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
        <MarkdownEditor id={editorId} value={content} onChange={setContent} error={error} />
      </Suspense>
      <button type="submit" className="button button-primary" disabled={write.busy}>
        <Message id="questions_ui.write.submit" />
      </button>
      {write.dialog}
    </form>
  );
}
