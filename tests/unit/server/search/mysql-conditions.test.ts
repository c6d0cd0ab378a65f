// MySQL finds a search's posts either through InnoDB's FULLTEXT indexes or by reading the index text
// itself (src/server/plugins/search/database/mysql-conditions.ts), whichever costs less for the words:
// on a real MariaDB or MySQL both must find the same posts, or a search would change with a word's
// commonness. Runs when TEST_MYSQL_URL is set.
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type QuorumDatabase } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { objectIdRange } from '../../../../src/server/db/object-id.ts';
import type { UntypedDatabase } from '../../../../src/server/db/untyped.ts';
import { indexCondition, readCondition } from '../../../../src/server/plugins/search/database/mysql-conditions.ts';
import { mysqlFullText } from '../../../../src/server/plugins/search/database/mysql-fulltext.ts';
import { fullTextTerms, type FullTextTerms } from '../../../../src/server/plugins/search/database/terms.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../api/support/databases.ts';

const mysqlUrl = process.env.TEST_MYSQL_URL;
const questionId = (n: number) => String(BigInt(objectIdRange('question')[0]) + BigInt(n));

const POSTS: Array<[title: string, body: string]> = [
  ['Go channels deadlock', 'A goroutine blocks forever on an unbuffered channel.'],
  ['Deadlock in C threads', 'Two mutexes taken in opposite order: a classic deadlock.'],
  ['Unbuffered channel in Go', 'Why does sending block? The channel has no buffer.'],
  ['Mutex or channel?', 'When should I use a mutex instead of a channel in Go?'],
  ['Python asyncio deadlock', 'My event loop hangs waiting for a lock.'],
  ['数据库 索引', '如何 给 数据库 加 索引'],
  ['Channel buffer size', 'What buffer size should a channel have?'],
  ['Café résumé encoding', 'Accents in a CAFÉ menu: naïve UTF-8 handling'],
  ['ひらがな と カタカナ', 'が は か と 違う'],
];

const SEARCHES: Array<{ words: string[]; phrases: string[] }> = [
  { words: ['deadlock'], phrases: [] },
  { words: ['go'], phrases: [] },
  { words: ['c', 'python'], phrases: [] },
  { words: ['channel', 'mutex'], phrases: [] },
  { words: [], phrases: ['unbuffered channel'] },
  { words: ['go'], phrases: ['buffer size'] },
  { words: ['deadlock'], phrases: ['event loop'] },
  { words: ['数据库'], phrases: [] },
  { words: [], phrases: ['channel in go'] },
  { words: ['nothing'], phrases: [] },
  { words: ['cafe'], phrases: [] },
  { words: ['RÉSUMÉ', 'naive'], phrases: [] },
  { words: [], phrases: ['cafe menu'] },
  { words: ['が'], phrases: [] },
  { words: ['か'], phrases: [] },
];

let scratch: ScratchDatabase;
let database: QuorumDatabase;
let db: UntypedDatabase;

async function idsWhere(condition: RawBuilder<unknown>): Promise<string[]> {
  const { rows } = await sql<{
    id: string | number;
  }>`select id from search_index where ${condition} order by id`.execute(db);
  return rows.map((row) => String(row.id));
}

describe.skipIf(!mysqlUrl)('MySQL full-text conditions', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase({ name: 'mysql', url: mysqlUrl! });
    database = createDatabase(scratch.url);
    db = database.db as unknown as UntypedDatabase;
    await migrateToLatest(db);
    await mysqlFullText.write(
      db,
      POSTS.map(([title, body], index) => ({ id: questionId(index + 1), title, body })),
    );
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const cases = SEARCHES.flatMap((search) => [false, true].map((titleOnly) => ({ ...search, titleOnly })));
  it.each(cases)(
    'find the same posts by the index and by reading: $words $phrases, title only $titleOnly',
    async ({ words, phrases, titleOnly }) => {
      const terms = fullTextTerms(words, phrases) as FullTextTerms;
      const byIndex = await idsWhere(indexCondition(terms, titleOnly));
      expect(await idsWhere(readCondition(terms, titleOnly))).toEqual(byIndex);
    },
  );

  it('finds what a reader would expect by both', async () => {
    const terms = fullTextTerms(['go'], ['buffer size']) as FullTextTerms;
    // "go" and the phrase both: only the last post holds the phrase, and it lacks "go"
    expect(await idsWhere(readCondition(terms, false))).toEqual([]);
    const shortWord = fullTextTerms(['c'], []) as FullTextTerms;
    expect(await idsWhere(indexCondition(shortWord, false))).toEqual([questionId(2)]);
  });

  it('finds a word whatever its accents and case, and keeps a kana apart from its voiced form', async () => {
    const ids = (words: string[]) => idsWhere(indexCondition(fullTextTerms(words, []) as FullTextTerms, false));
    expect(await ids(['cafe'])).toEqual([questionId(8)]);
    expect(await ids(['Résumé'])).toEqual([questionId(8)]);
    expect(await ids(['NAÏVE'])).toEqual([questionId(8)]);
    const voiced = await ids(['が']);
    expect(voiced).toEqual([questionId(9)]);
    expect(await idsWhere(readCondition(fullTextTerms(['が'], []) as FullTextTerms, false))).toEqual(voiced);
  });

  it('ranks a window with the words in the title first, by tier', async () => {
    const terms = fullTextTerms(['channel', 'go'], []) as FullTextTerms;
    const window = await mysqlFullText.rankedWindow!(db, terms, 'question', 10);
    expect([...window.scores.keys()].sort()).toEqual([1, 3, 4, 7].map(questionId));
    // both words in the titles of posts 1 ("channels", found by its stem) and 3; post 4 holds both,
    // "channel" only in the body; post 7 lacks "go"
    expect(window.tiers).toEqual(
      new Map([
        [questionId(1), 2],
        [questionId(3), 2],
        [questionId(4), 1],
      ]),
    );
    expect(window.scores.get(questionId(3))).toBeGreaterThan(window.scores.get(questionId(4))!);
  });
});
