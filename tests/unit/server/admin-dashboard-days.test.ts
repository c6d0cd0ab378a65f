import { describe, expect, it } from 'vitest';
import { utcOffsetSeconds } from '../../../src/server/modules/admin-dashboard/daily-activity.ts';

describe("the dashboard chart's days", () => {
  it("are cut at the site time zone's midnight, summer time included", () => {
    expect(utcOffsetSeconds('UTC')).toBe(0);
    expect(utcOffsetSeconds('Asia/Kolkata')).toBe(5.5 * 3600);
    expect(utcOffsetSeconds('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-5 * 3600);
    expect(utcOffsetSeconds('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-4 * 3600);
  });

  it('count in UTC for a zone the runtime does not know', () => {
    expect(utcOffsetSeconds('Mars/Olympus_Mons')).toBe(0);
  });
});
