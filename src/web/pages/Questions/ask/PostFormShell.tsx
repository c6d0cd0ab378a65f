import type { ReactNode } from 'react';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

interface PostFormShellProps {
  post: { alert: string | null; pending: boolean };
  submitLabel: MessageKey;
  onSubmit(): Promise<void>;
  children: ReactNode;
}

/** The frame of the ask and edit forms: the fields, the server's alert line and the submit button. */
export function PostFormShell({ post, submitLabel, onSubmit, children }: PostFormShellProps) {
  const t = useMessage();
  return (
    <form
      className="post-form"
      // the forms' own checks show the messages of spec/forms instead of the browser's
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <p className="form-alert" aria-live="polite">
        {post.alert}
      </p>
      <button type="submit" className="button button-primary" aria-disabled={post.pending}>
        {t(submitLabel)}
      </button>
    </form>
  );
}
