import { type Kysely, type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { remembered } from '../../../cache/database-cache.ts';
import type { Database } from '../../../db/schema.ts';
import { siteLanguage } from '../../../settings/site-settings.ts';
import type { EngineIndex } from './engine-index.ts';
import { inverseDocumentFrequency } from './bm25.ts';
import { flaggedPostings, flaggedWindow, runsOf, scoreOf, type Holdings } from './flagged-window.ts';
import { matchesQuery } from './match-query.ts';
import { averageLength, estimatedTotal } from './post-statistics.ts';
import { wordsWindow } from './scored-window.ts';
import { tokensOf, type FullTextTerms } from './terms.ts';
import type { PostingsReader } from './word-postings.ts';

const configs: Record<string, string> = constants.search.postgres_text_config;

/**
 * The text search configuration of the site's language: its stemmer and stop words. Posts indexed
 * under another language keep their old stems until the index is rebuilt (reindex).
 */
async function textConfig(db: Kysely<Database>) {
  return sql`${configs[await siteLanguage(db)] ?? 'simple'}::regconfig`;
}

const asInteger = (id: string) => sql`${id}::bigint`;

/**
 * The text as the index reads it: the tokens a query is cut into (terms.ts), joined by spaces. PostgreSQL's
 * own parser keeps "intermediate-scale" whole beside its parts, one position further on, so a phrase
 * across it never matched, and it reads addresses, paths and versions as single words no query asks for.
 */
const indexText = (text: string) => tokensOf(text).join(' ');

/** The label of the title's lexemes (A) and the body's (D). */
type Label = 'A' | 'D';

/**
 * Any of the tokens, and every phrase, as a tsquery, each lexeme of the label only when one is given;
 * tokens hold only letters and digits, no operators.
 */
function tsQuery({ tokens, phrases }: FullTextTerms, label?: Label): string {
  const lexeme = label ? (token: string) => `${token}:${label}` : (token: string) => token;
  const anyToken = tokens.length > 0 ? [`(${tokens.map(lexeme).join(' | ')})`] : [];
  return [...anyToken, ...phrases.map((run) => `(${run.map(lexeme).join(' <-> ')})`)].join(' & ');
}

/** One run of tokens (a word, or a phrase's words in order) as a tsquery. */
const runQuery = (run: string[], label?: Label) => tsQuery({ tokens: [], phrases: [run] }, label);

const TTL_SECONDS = constants.search.document_frequency_ttl_seconds;
const COUNTED_MAX = constants.search.postgres_document_frequency_max;

/**
 * About how many posts the index holds: the planner's estimate, counted only while the table has never
 * been analysed (a new site's is small). Kept a while, like the words' counts.
 */
const indexSize = (db: Kysely<Database>) =>
  remembered(db, 'search_statistics', 'postgres:size', TTL_SECONDS, async () => {
    const { rows } = await sql<{ total: number | string }>`select coalesce(
      (select nullif(greatest(reltuples, 0), 0) from pg_class where oid = 'search_index'::regclass),
      (select count(*) from search_index)) as total`.execute(db);
    return Number(rows[0]!.total);
  });

/**
 * How many posts hold the run: counted through the GIN index up to search.postgres_document_frequency_max,
 * past which its share of the newest posts (post-statistics.ts) is the cheaper and closer figure. Kept a
 * while, as a few new posts move a word's rarity by next to nothing.
 */
const documentFrequency = (db: Kysely<Database>, config: RawBuilder<unknown>, run: string[]) =>
  remembered(db, 'search_statistics', `postgres:count:${JSON.stringify(run)}`, TTL_SECONDS, async () => {
    const query = sql`to_tsquery(${config}, ${runQuery(run)})`;
    const { rows } = await sql<{ frequency: number | string }>`select count(*) as frequency from (select 1
      from search_index where document @@ ${query} limit ${COUNTED_MAX}) as f`.execute(db);
    const counted = Number(rows[0]!.frequency);
    if (counted < COUNTED_MAX) return counted;
    const estimated = await estimatedTotal(
      db,
      `postgres:share:${JSON.stringify(run)}`,
      sql`(document @@ ${query})::int`,
      asInteger,
    );
    return Math.max(counted, estimated.total);
  });

/** Each run's weight by how rare it is (BM25's inverse document frequency). */
async function runWeights(db: Kysely<Database>, config: RawBuilder<unknown>, runs: string[][]): Promise<number[]> {
  const [size, frequencies] = await Promise.all([
    indexSize(db),
    Promise.all(runs.map((run) => documentFrequency(db, config, run))),
  ]);
  return frequencies.map((frequency) => inverseDocumentFrequency(frequency, size));
}

// a post's length: its distinct lexemes, title and body together
const LENGTH = sql`length(document)`;

/** Whether the post's title (A) or body (D) holds each run, and its length, on the index row. */
function holdingsOfRow(config: RawBuilder<unknown>, runs: string[][]): Holdings {
  const holds = (run: number, label: Label) =>
    sql`(document @@ to_tsquery(${config}, ${runQuery(runs[run]!, label)}))::int`;
  return { title: (run) => holds(run, 'A'), body: (run) => holds(run, 'D'), length: LENGTH };
}

/** What scoring the runs takes: each one's weight and the posts' average length. */
async function rankingOf(db: Kysely<Database>, config: RawBuilder<unknown>, runs: string[][]) {
  const [weights, average] = await Promise.all([
    runWeights(db, config, runs),
    averageLength(db, 'postgres', LENGTH, asInteger),
  ]);
  return { weights, average };
}

/** PostgreSQL's postings of a word (word-postings.ts): the post's length is its distinct lexemes. */
const postgresPostings: PostingsReader = async (db, token, kind, newest) => {
  const config = await textConfig(db);
  const finding = { id: sql`id`, where: sql`document @@ to_tsquery(${config}, ${runQuery([token])})`, asInteger };
  return flaggedPostings(db, finding, [sql`document`], { kind, newest }, holdingsOfRow(config, [[token]]));
};

/**
 * PostgreSQL: a tsvector of the labelled title and body under a GIN index, scored by BM25 (bm25.ts); a search's
 * window ranked and tiered in the read that finds it.
 */
export const postgresTsvector: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const config = await textConfig(db);
    const vector = (text: string, label: Label) => sql`setweight(to_tsvector(${config}, ${indexText(text)}), ${label})`;
    const rows = posts.map((post) => sql`(${post.id}, ${vector(post.title, 'A')} || ${vector(post.body, 'D')})`);
    await sql`insert into search_index (id, document) values ${sql.join(rows)}
      on conflict (id) do update set document = excluded.document`.execute(db);
  },

  // An anti-join: PostgreSQL reads `not in (subquery)` row by row once the subquery's ids outgrow work_mem
  // (300,000 answers), which ran for more than nine minutes at 100,000 questions.
  async prune(db) {
    await sql`delete from search_index where not exists (select 1 from question where question.id = search_index.id)
      and not exists (select 1 from answer where answer.id = search_index.id)`.execute(db);
  },

  async matches(db, terms, options) {
    const config = await textConfig(db);
    const query = sql`to_tsquery(${config}, ${tsQuery(terms, options.titleOnly ? 'A' : undefined)})`;
    const runs = runsOf(terms);
    const score = options.scored
      ? await rankingOf(db, config, runs).then(({ weights, average }) =>
          scoreOf(weights, average, holdingsOfRow(config, runs)),
        )
      : sql`0`;
    return matchesQuery({ id: sql`id`, score, where: sql`document @@ ${query}`, asInteger }, options);
  },

  async rankedWindow(db, terms, kind, newest) {
    const config = await textConfig(db);
    const runs = runsOf(terms);
    const ranking = await rankingOf(db, config, runs);
    if (terms.phrases.length === 0) return wordsWindow(db, terms.tokens, kind, newest, postgresPostings, ranking);
    const finding = { id: sql`id`, where: sql`document @@ to_tsquery(${config}, ${tsQuery(terms)})`, asInteger };
    return flaggedWindow(db, finding, [sql`document`], { kind, newest, terms }, holdingsOfRow(config, runs), ranking);
  },

  postings: postgresPostings,
};
