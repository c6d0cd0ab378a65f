import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../Message.tsx';

interface ToggleButtonProps {
  pressed: boolean;
  busy: boolean;
  label: MessageKey;
  /** a count after the label, e.g. followers */
  count?: number;
  onToggle(): void;
}

/** An on/off action on a post (bookmark, follow), with aria-pressed saying which. */
export function ToggleButton({ pressed, busy, label, count, onToggle }: ToggleButtonProps) {
  return (
    <button type="button" className="post-tool" aria-pressed={pressed} disabled={busy} onClick={onToggle}>
      <Message id={label} />
      {count !== undefined && <span className="post-tool-count">{count}</span>}
    </button>
  );
}
