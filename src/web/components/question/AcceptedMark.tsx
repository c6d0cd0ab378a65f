import { Message } from '../Message.tsx';

/** The check mark of a question with an accepted answer, or of the accepted answer itself. */
export function AcceptedMark() {
  return (
    <span className="accepted-mark">
      <span aria-hidden="true">✓</span> <Message id="questions_ui.badge.accepted" />
    </span>
  );
}
