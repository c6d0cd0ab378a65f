// The relevance evaluation of issue 14: `npm run bench:relevance -- [--url <empty database>] [--data <dump folder>]`.
// Loads the Stack Exchange sample into a fresh site (a new SQLite file unless --url names an empty
// PostgreSQL or MySQL database), then asks, for each PostLinks pair in both directions, whether the
// linked question is in the top 10 of similar questions and of a search for the other's title, and for
// each question whether a search for its own title puts it in the top 3; prints recall, MRR and nDCG
// beside a textbook BM25 computed here over the same questions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { similarQuestions } from '../../src/server/modules/question/similar.ts';
import { searchCondition } from '../../src/server/modules/search/condition.ts';
import { findPosts } from '../../src/server/plugins/search/database/find-posts.ts';
import { stopWordsOf } from '../../src/server/plugins/search/database/stop-words.ts';
import { siteLanguage } from '../../src/server/settings/site-settings.ts';
import { parseSearchQuery } from '../../src/shared/search/parse-query.ts';
import { Bm25 } from './relevance/bm25.ts';
import { loadSample } from './relevance/load.ts';
import { rankOf, scoresOf, type Rank, type Scores } from './relevance/metrics.ts';
import { readSample } from './relevance/sample.ts';

const DEPTH = 10;
const TITLE_DEPTH = 3;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    data: { type: 'string', default: resolve('../shared/data/stackexchange/quantumcomputing') },
  },
});

/** A search for the text as typed into the search box, questions only, best first. */
async function searchTitle(db: Kysely<Database>, title: string): Promise<string[]> {
  const query = { ...parseSearchQuery(title, stopWordsOf(await siteLanguage(db))), objectTypes: ['question' as const] };
  const condition = await searchCondition(db, query, null, { order: 'relevance', page: 1, size: DEPTH + 1 });
  if (!condition) return [];
  const found = await findPosts(db, condition);
  return found.hits.map((hit) => hit.id);
}

const similarTo = async (db: Kysely<Database>, title: string) =>
  (await similarQuestions(db, title)).map((question) => question.id);

function row(name: string, scores: Scores): string {
  const cell = (value: number) => value.toFixed(3);
  return `| ${name} | ${scores.queries} | ${cell(scores.recall)} | ${cell(scores.mrr)} | ${cell(scores.ndcg)} |`;
}

const scratch = values.url ? null : mkdtempSync(join(tmpdir(), 'quorum-relevance-'));
const database = createDatabase(values.url ?? `sqlite:${join(scratch!, 'quorum.db')}`);
try {
  const db = database.db;
  await migrateToLatest(db);
  const sample = await readSample(values.data);
  const started = Date.now();
  const idOf = await db.transaction().execute((trx) => loadSample(trx, sample));
  process.stderr.write(
    `loaded ${sample.questions.length} questions and ${sample.answers.length} answers in ${Date.now() - started} ms\n`,
  );
  const titleOf = new Map(sample.questions.map((question) => [idOf.get(question.sourceId)!, question.title]));
  const baseline = new Bm25(
    sample.questions.map((question) => ({
      id: idOf.get(question.sourceId)!,
      text: `${question.title} ${question.html.replace(/<[^>]*>/g, ' ')}`,
    })),
  );

  const ranks: Record<'similar' | 'search' | 'bm25', Rank[]> = { similar: [], search: [], bm25: [] };
  const pairs = sample.links.flatMap((link) => [
    [idOf.get(link.from)!, idOf.get(link.to)!],
    [idOf.get(link.to)!, idOf.get(link.from)!],
  ]);
  for (const [source, target] of pairs) {
    const title = titleOf.get(source!)!;
    ranks.similar.push(rankOf(await similarTo(db, title), target!, source!, DEPTH));
    ranks.search.push(rankOf(await searchTitle(db, title), target!, source!, DEPTH));
    ranks.bm25.push(rankOf(baseline.search(title, DEPTH + 1), target!, source!, DEPTH));
  }
  const own: Record<'similar' | 'search' | 'bm25', Rank[]> = { similar: [], search: [], bm25: [] };
  for (const [id, title] of titleOf) {
    own.search.push(rankOf(await searchTitle(db, title), id, null, TITLE_DEPTH));
    own.similar.push(rankOf(await similarTo(db, title), id, null, TITLE_DEPTH));
    own.bm25.push(rankOf(baseline.search(title, TITLE_DEPTH), id, null, TITLE_DEPTH));
  }

  console.log(`Linked questions (${sample.links.length} PostLinks pairs, both directions), top ${DEPTH}:\n`);
  console.log('| ranking | queries | recall@10 | MRR | nDCG@10 |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(row('similar questions', scoresOf(ranks.similar)));
  console.log(row('search (title as typed)', scoresOf(ranks.search)));
  console.log(row('BM25 baseline', scoresOf(ranks.bm25)));
  console.log(`\nEach question found by its own title, top ${TITLE_DEPTH}:\n`);
  console.log('| ranking | queries | found | MRR | nDCG@3 |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(row('similar questions', scoresOf(own.similar)));
  console.log(row('search (title as typed)', scoresOf(own.search)));
  console.log(row('BM25 baseline', scoresOf(own.bm25)));
} finally {
  await database.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
