import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type QuorumDatabase } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { nextObjectId } from '../../src/server/db/object-id.ts';
import { seedDatabase } from '../bench/seed/seed.ts';
import { createScratchDatabase, testEngines } from './support/databases.ts';

const size = { users: 40, tags: 12, questions: 60, answers: 150, comments: 200 };

async function seeded(engine: Parameters<typeof createScratchDatabase>[0]): Promise<QuorumDatabase> {
  const scratch = await createScratchDatabase(engine);
  const database = createDatabase(scratch.url);
  await migrateToLatest(database.db);
  await seedDatabase(database.db, size);
  return database;
}

describe.each(testEngines())('the benchmark seeder on $name', (engine) => {
  let first: QuorumDatabase;
  let second: QuorumDatabase;
  beforeAll(async () => {
    first = await seeded(engine);
    second = await seeded(engine);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('writes the asked number of rows of each kind', async () => {
    const db = first.db;
    for (const [table, count] of [
      ['users', size.users],
      ['tag', size.tags],
      ['question', size.questions],
      ['answer', size.answers],
      ['comment', size.comments],
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(count);
    }
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const db = first.db;
    const answerCounts = await sql<{ mismatches: string | number }>`
      select count(*) as mismatches from question q
      where q.answer_count <> (select count(*) from answer a where a.question_id = q.id)`.execute(db);
    expect(Number(answerCounts.rows[0]!.mismatches)).toBe(0);
    const tagCounts = await sql<{ mismatches: string | number }>`
      select count(*) as mismatches from tag t
      where t.question_count <> (select count(*) from tag_rel r where r.tag_id = t.id)`.execute(db);
    expect(Number(tagCounts.rows[0]!.mismatches)).toBe(0);
    const accepted = await sql<{ mismatches: string | number }>`
      select count(*) as mismatches from question q
      where q.accepted_answer_id <> 0 and not exists (select 1 from answer a where a.id = q.accepted_answer_id and a.accepted = 2 and a.question_id = q.id)`.execute(
      db,
    );
    expect(Number(accepted.rows[0]!.mismatches)).toBe(0);
    const comments = await sql<{ mismatches: string | number }>`
      select count(*) as mismatches from answer a
      where a.comment_count <> (select count(*) from comment c where c.object_id = a.id)`.execute(db);
    expect(Number(comments.rows[0]!.mismatches)).toBe(0);
  });

  it('gives the same database for the same seed', async () => {
    const content = (database: QuorumDatabase) =>
      database.db
        .selectFrom('question')
        .select(['id', 'title', 'user_id', 'vote_count', 'answer_count', 'created_at'])
        .orderBy('id')
        .execute();
    expect(await content(second)).toEqual(await content(first));
  });

  it('leaves the object-id counter after its rows, so new posts get new ids', async () => {
    const id = await nextObjectId(first.db, 'question');
    const clash = await first.db.selectFrom('question').select('id').where('id', '=', id).executeTakeFirst();
    expect(clash).toBeUndefined();
    const highest = await first.db
      .selectFrom('comment')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(BigInt(id.slice(4))).toBeGreaterThan(BigInt(String(highest.id).slice(4)));
  });
});
