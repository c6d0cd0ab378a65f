// `npx tsx tests/bench/search-steps.ts [--url <seeded database>] [--searches 2000]`: the processor time of a
// search that is new each time, step by step, in one process: finding the page's posts (findPosts, which the
// server runs on a search thread on SQLite) and presenting them (presentSearchHits, on the server's own
// thread), as the HTTP benchmark's "search (words, seldom repeated)" row asks them: two words of the
// vocabulary, any order, pages 1 to 3. Every word is searched once first, as on a server that has run a while.
// Prints the mean and percentiles of each step in ms. Seed first with `npm run bench:seed`.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { constants } from '../../generated/constants.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { searchCondition } from '../../src/server/modules/search/condition.ts';
import { presentSearchHits } from '../../src/server/modules/search/present.ts';
import { loadSiteRules } from '../../src/server/modules/question/site-rules.ts';
import { findPosts } from '../../src/server/plugins/search/database/find-posts.ts';
import type { SearchCondition } from '../../src/server/plugins/search/provider.ts';
import { parseSearchQuery } from '../../src/shared/search/parse-query.ts';
import { Random } from './seed/random.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `sqlite:${resolve('.tmp/bench/quorum.db')}` },
    searches: { type: 'string', default: '2000' },
  },
});

const database = createDatabase(values.url);
const { db } = database;
const vocabulary = (
  await db.selectFrom('tag').select('slug_name').where('slug_name', 'not like', '%-%').limit(200).execute()
).map((row) => row.slug_name);
if (vocabulary.length === 0) throw new Error(`no tags in ${values.url}: run \`npm run bench:seed\` first`);
const rules = (await loadSiteRules(db)).write;
const random = new Random(11);
const orders = constants.sorts.search;

async function conditionOf(q: string, order: SearchCondition['order'], page: number): Promise<SearchCondition> {
  const condition = await searchCondition(db, parseSearchQuery(q), null, {
    order,
    page,
    size: constants.search.default_page_size,
  });
  if (!condition) throw new Error(`"${q}" cannot match`);
  return condition;
}

for (const word of vocabulary) await findPosts(db, await conditionOf(word, 'relevance', 1));

const steps = { find: [] as number[], present: [] as number[] };
const started = performance.now();
for (let search = 0; search < Number(values.searches); search++) {
  const q = `${random.pick(vocabulary)} ${random.pick(vocabulary)}`;
  const condition = await conditionOf(q, random.pick([...orders]), random.int(1, 3));
  let mark = performance.now();
  const found = await findPosts(db, condition);
  steps.find.push(performance.now() - mark);
  mark = performance.now();
  await presentSearchHits(db, rules, found.hits);
  steps.present.push(performance.now() - mark);
}
const seconds = (performance.now() - started) / 1000;
await database.close();

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
console.log(`${values.searches} searches in ${seconds.toFixed(1)} s, ${values.url}\n`);
console.log('| step | mean ms | p50 ms | p95 ms |\n|---|---:|---:|---:|');
for (const [name, times] of Object.entries(steps)) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `| ${name} | ${mean.toFixed(2)} | ${percentile(sorted, 0.5).toFixed(2)} | ${percentile(sorted, 0.95).toFixed(2)} |`,
  );
}
