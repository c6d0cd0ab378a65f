import type { MessageKey } from '../../../../generated/messages/index.ts';
import { formatCount } from '../../../shared/format/count.ts';
import { Message } from '../Message.tsx';

interface CountStatProps {
  count: number;
  /** the unit after the number, a plural message with a {count} argument */
  unit: MessageKey;
  className?: string;
}

/** "1,234 views": the compact count of product spec §9 and its unit. */
export function CountStat({ count, unit, className }: CountStatProps) {
  return (
    <span className={className ? `count-stat ${className}` : 'count-stat'}>
      <strong>{formatCount(count)}</strong> <Message id={unit} values={{ count }} />
    </span>
  );
}
