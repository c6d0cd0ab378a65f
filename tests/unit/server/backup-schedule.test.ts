import { describe, expect, it } from 'vitest';
import { isBackupDue } from '../../../src/server/modules/backup/schedule.ts';

const on = { schedule_enabled: true, schedule_hour: 3, keep_count: 7 };
const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

describe('the daily backup schedule', () => {
  it('is due in its hour (UTC) when no backup was started since the hour began', () => {
    expect(isBackupDue(on, at('2030-05-02T03:00:00Z'), null)).toBe(true);
    expect(isBackupDue(on, at('2030-05-02T03:59:59Z'), ms('2030-05-01T03:00:10Z'))).toBe(true);
  });

  it('is not due before or after its hour, so a server down then waits for the next day', () => {
    expect(isBackupDue(on, at('2030-05-02T02:59:59Z'), null)).toBe(false);
    expect(isBackupDue(on, at('2030-05-02T04:00:00Z'), null)).toBe(false);
  });

  it('runs once a day: a backup started in the hour (before a restart, or by hand) makes it done', () => {
    expect(isBackupDue(on, at('2030-05-02T03:30:00Z'), ms('2030-05-02T03:00:05Z'))).toBe(false);
    expect(isBackupDue(on, at('2030-05-03T03:00:30Z'), ms('2030-05-02T03:00:05Z'))).toBe(true);
  });

  it('is never due while switched off', () => {
    expect(isBackupDue({ ...on, schedule_enabled: false }, at('2030-05-02T03:10:00Z'), null)).toBe(false);
  });

  it('takes the hour as UTC whatever the hour chosen', () => {
    const late = { ...on, schedule_hour: 23 };
    expect(isBackupDue(late, at('2030-12-31T23:15:00Z'), ms('2030-12-30T23:00:00Z'))).toBe(true);
    expect(isBackupDue(late, at('2031-01-01T00:15:00Z'), ms('2030-12-30T23:00:00Z'))).toBe(false);
  });
});
