import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const DAY = 86_400;

export interface DayActivity {
  date: string;
  questions: number;
  answers: number;
  users: number;
}

/** How far the time zone's clock is ahead of UTC now, in seconds (days are cut at its midnight). */
export function utcOffsetSeconds(timeZone: string, at = new Date()): number {
  let name: string;
  try {
    name =
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return 0; // a zone this runtime does not know counts in UTC
  }
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60);
}

type CreatedTable = 'question' | 'answer' | 'users';

/** New rows per local day since `since`, one grouped query along the table's created_at index. */
async function perDay(db: Kysely<Database>, table: CreatedTable, since: number, offset: number) {
  // the offset is a computed integer, written as a literal so the grouped expression is one and the same
  const local = sql`(created_at + ${sql.lit(offset)})`;
  const rows = await db
    .selectFrom(table)
    .select([sql<string>`${local} - ${local} % ${sql.lit(DAY)}`.as('day'), (eb) => eb.fn.countAll().as('n')])
    .where('created_at', '>=', String(since))
    .groupBy(sql`day`)
    .execute();
  return new Map(rows.map((row) => [Number(row.day), Number(row.n)]));
}

/** New questions, answers and accounts on each of the last chart_days days, oldest first, days with none at 0. */
export async function dailyActivity(db: Kysely<Database>, timeZone: string, now: number): Promise<DayActivity[]> {
  const days = constants.admin_dashboard.chart_days;
  const offset = utcOffsetSeconds(timeZone, new Date(now * 1000));
  const today = now + offset - ((now + offset) % DAY);
  const first = today - (days - 1) * DAY;
  const since = first - offset;
  const [questions, answers, users] = await Promise.all([
    perDay(db, 'question', since, offset),
    perDay(db, 'answer', since, offset),
    perDay(db, 'users', since, offset),
  ]);
  return Array.from({ length: days }, (_, index) => {
    const day = first + index * DAY;
    return {
      date: new Date(day * 1000).toISOString().slice(0, 10),
      questions: questions.get(day) ?? 0,
      answers: answers.get(day) ?? 0,
      users: users.get(day) ?? 0,
    };
  });
}
