import CircleCheck from 'lucide-react/icons/circle-check';
import { Message } from '../Message.tsx';

/** The check mark of a question with an accepted answer, or of the accepted answer itself. */
export function AcceptedMark() {
  return (
    <span className="accepted-mark">
      <CircleCheck aria-hidden size={16} /> <Message id="questions_ui.badge.accepted" />
    </span>
  );
}
