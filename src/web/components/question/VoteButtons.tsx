import { formatCount } from '../../../shared/format/count.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';

export type VoteDirection = 'up' | 'down';
/** vote_status of question/info, answer/page and the vote calls */
export type VoteStatus = 'vote_up' | 'vote_down' | '';

interface VoteButtonsProps {
  votes: number;
  status: VoteStatus;
  /** comments take up votes only */
  allowDown: boolean;
  busy: boolean;
  onVote(direction: VoteDirection): void;
}

/** Up and down buttons around the count; a pressed button is the viewer's vote (pressing it again cancels). */
export function VoteButtons({ votes, status, allowDown, busy, onVote }: VoteButtonsProps) {
  const message = useMessage();
  return (
    <div className="vote-buttons" role="group" aria-label={message('questions_ui.vote.group', { count: votes })}>
      <button
        type="button"
        className="vote-button"
        aria-pressed={status === 'vote_up'}
        aria-label={message('questions_ui.vote.up')}
        disabled={busy}
        onClick={() => onVote('up')}
      >
        <ChevronUp aria-hidden size={22} />
      </button>
      <output
        className="vote-count"
        aria-live="polite"
        aria-label={message('questions_ui.vote.count', { count: votes })}
      >
        {formatCount(votes)}
      </output>
      {allowDown && (
        <button
          type="button"
          className="vote-button"
          aria-pressed={status === 'vote_down'}
          aria-label={message('questions_ui.vote.down')}
          disabled={busy}
          onClick={() => onVote('down')}
        >
          <ChevronDown aria-hidden size={22} />
        </button>
      )}
    </div>
  );
}
