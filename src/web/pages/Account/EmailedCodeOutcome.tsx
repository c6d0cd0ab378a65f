import { Link } from 'react-router-dom';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import { homePath } from '../../app/paths.ts';
import { Message } from '../../components/Message.tsx';
import type { EmailedCodeState } from './useEmailedCode.ts';

export interface EmailedCodeMessages {
  pending: MessageKey;
  done: MessageKey;
  /** the link was unknown, used, expired or replaced by a newer one */
  failed: MessageKey;
}

/** What following an emailed link came to, then the way home. */
export function EmailedCodeOutcome({
  state,
  messages,
}: {
  state: EmailedCodeState<unknown>;
  messages: EmailedCodeMessages;
}) {
  return (
    <>
      {state.status === 'pending' && (
        <p role="status">
          <Message id={messages.pending} />
        </p>
      )}
      {state.status === 'done' && (
        <p className="account-notice" role="status">
          <Message id={messages.done} />
        </p>
      )}
      {state.status === 'missing' && (
        <p className="account-notice">
          <Message id="account.link_missing" />
        </p>
      )}
      {state.status === 'failed' && (
        <p className="account-notice">
          <Message id={messages.failed} />
        </p>
      )}
      {state.status !== 'pending' && (
        <Link to={homePath}>
          <Message id="account.activation.go_home" />
        </Link>
      )}
    </>
  );
}
