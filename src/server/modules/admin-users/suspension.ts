import { constants } from '../../../../generated/constants.ts';

export type SuspendDuration = (typeof constants.admin_users.suspend_durations)[number];

/**
 * When a suspension chosen now ends, in Unix seconds; null for forever. A duration names its count and unit
 * (constants admin_users.suspend_durations): hours and days are exact, months and years are calendar ones
 * (UTC), so "1m" from 31 January ends on 3 March, as the platform's date arithmetic does.
 */
export function suspensionEnd(duration: SuspendDuration, now: Date): number | null {
  const match = /^(\d+)([hdmy])$/.exec(duration);
  if (!match) return null;
  const count = Number(match[1]);
  const end = new Date(now.getTime());
  switch (match[2]) {
    case 'h':
      end.setUTCHours(end.getUTCHours() + count);
      break;
    case 'd':
      end.setUTCDate(end.getUTCDate() + count);
      break;
    case 'm':
      end.setUTCMonth(end.getUTCMonth() + count);
      break;
    default:
      end.setUTCFullYear(end.getUTCFullYear() + count);
  }
  return Math.floor(end.getTime() / 1000);
}
