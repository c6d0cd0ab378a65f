// Issue 29: no statement of a page view reads a table, or a whole index, in proportion to the site's size.
// Every statement the server runs to draw a question page, the home list, a tag page and a user page is
// explained by the engine's own planner on a seeded site, and a full scan of a table not allowed below fails.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { afterBulkLoad } from '../../src/server/db/after-bulk-load.ts';
import { engineOf } from '../../src/server/db/engine.ts';
import { relatedRefreshOf } from '../../src/server/modules/question/related-refresh.ts';
import { urlTitle } from '../../src/shared/permalink/url-title.ts';
import { seedDatabase } from '../bench/seed/seed.ts';
import { builtWebRoot } from './support/built-web.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { fullScansOf, tableSizes } from './support/query-plans.ts';
import { StatementRecorder } from './support/statement-recorder.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BASE = constants.base_path;
// big enough that each table's indexes matter to the planners, small enough to seed in seconds
const SIZE = { users: 300, tags: 80, questions: 2000, answers: 4000, comments: 4000 };

/**
 * Tables a page view may read whole, as they hold a handful of rows whatever the site's size (each says why).
 * A table added here must stay small by design, never by how the test seeds it.
 */
const SMALL_TABLES = new Set([
  // one row per group of site settings, read together and kept cache.settings_ttl_seconds (a view after
  // they expire reads them again)
  'site_setting',
]);

/**
 * The one read of a large share of a table a page view may still make: a list's total (home, a tag's list),
 * counted from the covering index of 0007_perf_list_counts without the rows (3 ms for every listed question
 * of 100,000 on SQLite) and kept by the list-counts cache for cache.question_count_ttl_seconds per filter,
 * so it runs about once a minute per list, not once per view.
 */
const LIST_TOTAL = /^select count\(\*\) as ["`]count["`] from ["`]question["`] where/;

describe.each(testEngines())('the plans of the statements of page views on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof builtWebRoot>;
  let member: Member;
  let tables: Map<string, number>;
  const recorder = new StatementRecorder();
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    web = builtWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot, plugins: [recorder] });
    const { db } = server.database;
    await seedDatabase(db, SIZE);
    ({ asker: member } = await seedCommunity(server));
    await afterBulkLoad(db);
    // MySQL's statistics of a table it has just been given rows come later otherwise
    if (engineOf(db) === 'mysql')
      for (const [table] of await tableSizes(db)) await sql`analyze table ${sql.table(table)}`.execute(db);
    tables = await tableSizes(db);
    const question = await db
      .selectFrom('question')
      .select(['id', 'title'])
      .where('answer_count', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tag = await db
      .selectFrom('tag')
      .select('slug_name')
      .orderBy('question_count', 'desc')
      .executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('username').orderBy('rank', 'desc').executeTakeFirstOrThrow();
    Object.assign(pages, {
      question: `/questions/${question.id}/${urlTitle(question.title)}`,
      home: '/',
      tag: `/tags/${tag.slug_name}`,
      user: `/users/${user.username}`,
    });
    // a question's first view asks for its related questions, worked out after it: the views below read them
    await server.fetch(`${BASE}${pages.question}`);
    await relatedRefreshOf(db)?.settled();
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  const statementsOf = async (path: string, headers: Record<string, string> = {}) =>
    recorder.during(async () => {
      const response = await server.fetch(`${BASE}${path}`, { headers, redirect: 'manual' });
      expect(response.status, path).toBe(200);
      await response.text();
    });

  it('draws a question page with the same number of statements whatever its number of answers', async () => {
    const { db } = server.database;
    const answered = (order: 'asc' | 'desc') =>
      db
        .selectFrom('question')
        .select(['id', 'title', 'answer_count'])
        .where('answer_count', '>', 0)
        .where('answer_count', '<=', constants.question_pages.answers_page_size)
        .orderBy('answer_count', order)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const [fewest, most] = [await answered('asc'), await answered('desc')];
    expect(Number(most.answer_count)).toBeGreaterThan(Number(fewest.answer_count) + 2);
    const counts: number[] = [];
    for (const question of [fewest, most]) {
      // comments under both, so both draws present some (the seed may have left one page without any)
      const comment = await server.request(`${constants.api_prefix}/comment`, {
        method: 'POST',
        ...member.as,
        json: { object_id: question.id, original_text: 'A comment so that the page has one.' },
      });
      expect(comment.status).toBe(200);
      const path = `/questions/${question.id}/${urlTitle(question.title)}`;
      // the first draw of a page also works out its related questions and reads settings and counts afresh
      await statementsOf(path, member.as.headers);
      await relatedRefreshOf(db)?.settled();
      for (const headers of [{}, member.as.headers]) counts.push((await statementsOf(path, headers)).length);
    }
    const [fewVisitor, fewMember, mostVisitor, mostMember] = counts;
    expect({ visitor: mostVisitor, member: mostMember }).toEqual({ visitor: fewVisitor, member: fewMember });
  });

  it.each(['question', 'home', 'tag', 'user'])(
    'the %s page reads no large table whole, for a visitor or a member',
    async (name) => {
      const path = pages[name]!;
      const statements = [...(await statementsOf(path)), ...(await statementsOf(path, member.as.headers))];
      expect(statements.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const statement of statements) {
        const { sql: text, scans } = await fullScansOf(server.database.db, statement, tables);
        if (LIST_TOTAL.test(text)) continue;
        for (const scan of scans.filter((each) => !SMALL_TABLES.has(each.table)))
          failures.push(`${scan.table} (${scan.plan}) in: ${text}`);
      }
      expect([...new Set(failures)]).toEqual([]);
    },
  );
});
