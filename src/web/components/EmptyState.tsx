import Inbox from 'lucide-react/icons/inbox';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { Message } from './Message.tsx';

interface EmptyStateProps {
  /** what is (not) here */
  message: MessageKey;
  /** what to do next, when the message does not say it already */
  next?: MessageKey;
  /** the way on: a link or button */
  children?: ReactNode;
}

/** What an empty list says instead of nothing, and what to do next. */
export function EmptyState({ message, next, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <Inbox aria-hidden size={32} />
      <p>
        <Message id={message} />
      </p>
      {next && (
        <p>
          <Message id={next} />
        </p>
      )}
      {children}
    </div>
  );
}
