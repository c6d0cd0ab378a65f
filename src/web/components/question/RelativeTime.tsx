import { useMessages } from '../../app/messages-context.tsx';
import { useNow } from '../../app/render-clock.ts';

const units: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

// kept, so the page's formatting finds its Intl objects by these (format-message.ts)
const relative: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
const full: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** A Unix time as "3 hours ago", with the full date for machines and on hover. */
export function RelativeTime({ seconds }: { seconds: number }) {
  const intl = useMessages();
  const now = useNow();
  const date = new Date(seconds * 1000);
  const ago = Math.max(0, now - seconds);
  const step = units.find((candidate) => ago >= candidate.seconds);
  const text = step
    ? intl.formatRelativeTime(-Math.floor(ago / step.seconds), step.unit, relative)
    : intl.formatRelativeTime(0, 'second', relative);
  return (
    <time dateTime={date.toISOString()} title={intl.formatDate(date, full)}>
      {text}
    </time>
  );
}
