import { useId, useState, type FormEvent } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { Message } from '../../Message.tsx';
import { MentionTextarea } from './MentionTextarea.tsx';

// The limits the comment forms (spec/forms/comment_*.yaml) refer to; the constants are already loaded,
// the forms module would add to the public page.
const { content_min: minLength, content_max: maxLength } = constants.limits.comment;

interface CommentComposerProps {
  initialText?: string;
  submitLabel: MessageKey;
  /** sends the text; rejects with the call's field errors to show them */
  onSubmit(text: string): Promise<boolean>;
  onCancel?(): void;
  autoFocus?: boolean;
}

/** The box to write, reply to or edit a comment, with @mention suggestions. */
export function CommentComposer({
  initialText = '',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentComposerProps) {
  const message = useMessage();
  const errorId = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      if (await onSubmit(text)) setText('');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fieldErrors.map((entry) => entry.error_msg).join(' ') || failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="comment-composer" onSubmit={(event) => void submit(event)}>
      <MentionTextarea
        value={text}
        onChange={setText}
        label={message('questions_ui.comments.text_label')}
        minLength={minLength}
        maxLength={maxLength}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
        autoFocus={autoFocus}
      />
      <p id={errorId} className="form-error" role="alert">
        {error}
      </p>
      <div className="comment-composer-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          <Message id={submitLabel} />
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            <Message id="questions_ui.comments.cancel" />
          </button>
        )}
      </div>
    </form>
  );
}
