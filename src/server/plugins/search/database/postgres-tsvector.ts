import { type Kysely, type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { remembered } from '../../../cache/database-cache.ts';
import type { Database } from '../../../db/schema.ts';
import { siteLanguage } from '../../../settings/site-settings.ts';
import type { EngineIndex } from './engine-index.ts';
import { inverseDocumentFrequency, matchesQuery, newestOfKind, readRankedWindow, TITLE_WEIGHT } from './match-query.ts';
import { segmentText } from './segment.ts';
import type { FullTextTerms } from './terms.ts';

const configs: Record<string, string> = constants.search.postgres_text_config;

/**
 * The text search configuration of the site's language: its stemmer and stop words. Posts indexed
 * under another language keep their old stems until the index is rebuilt (reindex).
 */
async function textConfig(db: Kysely<Database>) {
  return sql`${configs[await siteLanguage(db)] ?? 'simple'}::regconfig`;
}

// ts_rank's weights for the labels D, C, B, A: the body is D, the title A
const WEIGHTS = `{${1 / TITLE_WEIGHT},0,0,1}`;

const asInteger = (id: string) => sql`${id}::bigint`;

/**
 * Any of the tokens, and every phrase, as a tsquery, each lexeme of the title's label (A) only when
 * asked; tokens hold only letters and digits, no operators.
 */
function tsQuery({ tokens, phrases }: FullTextTerms, titleOnly = false): string {
  const lexeme = titleOnly ? (token: string) => `${token}:A` : (token: string) => token;
  const anyToken = tokens.length > 0 ? [`(${tokens.map(lexeme).join(' | ')})`] : [];
  return [...anyToken, ...phrases.map((run) => `(${run.map(lexeme).join(' <-> ')})`)].join(' & ');
}

const TTL_SECONDS = constants.search.document_frequency_ttl_seconds;

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
 * How many posts hold the token, counted through the GIN index and stopped at
 * search.postgres_document_frequency_max; kept a while, as a few new posts move a word's rarity by next
 * to nothing, and a search of common words would otherwise count them every time.
 */
const documentFrequency = (db: Kysely<Database>, config: RawBuilder<unknown>, token: string) =>
  remembered(db, 'search_statistics', `postgres:${token}`, TTL_SECONDS, async () => {
    const { rows } = await sql<{ frequency: number | string }>`select count(*) as frequency from (select 1
      from search_index where document @@ to_tsquery(${config}, ${token})
      limit ${constants.search.postgres_document_frequency_max}) as f`.execute(db);
    return Number(rows[0]!.frequency);
  });

/** Each token's weight by how rare it is (BM25's inverse document frequency). */
async function tokenWeights(db: Kysely<Database>, config: RawBuilder<unknown>, tokens: string[]): Promise<number[]> {
  const [size, frequencies] = await Promise.all([
    indexSize(db),
    Promise.all(tokens.map((token) => documentFrequency(db, config, token))),
  ]);
  const total = Math.max(size, ...frequencies, 1);
  return frequencies.map((frequency) => inverseDocumentFrequency(frequency, total));
}

/**
 * The score: each token's ts_rank (its frequency in the post, title weighted; not divided by the post's
 * length, which found fewer linked questions in the relevance bench) times its rarity; phrases alone
 * by ts_rank_cd.
 */
async function scoreOf(
  db: Kysely<Database>,
  config: RawBuilder<unknown>,
  terms: FullTextTerms,
  query: RawBuilder<unknown>,
) {
  if (terms.tokens.length === 0) return sql`ts_rank_cd(${WEIGHTS}::float4[], document, ${query}, 1)`;
  const weights = await tokenWeights(db, config, terms.tokens);
  const parts = terms.tokens.map(
    (token, index) =>
      sql`${weights[index]}::float8 * ts_rank(${WEIGHTS}::float4[], document, to_tsquery(${config}, ${token}))`,
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * A post's tier (engine-index.ts RankedWindow) as an expression: every word asked as a phrase of its own,
 * all in the title (2) or all in the post (1).
 */
function tierOf(config: RawBuilder<unknown>, terms: FullTextTerms) {
  if (terms.tokens.length < 2) return sql`0`;
  const allWords = { tokens: [], phrases: [...terms.phrases, ...terms.tokens.map((token) => [token])] };
  return sql`case when document @@ to_tsquery(${config}, ${tsQuery(allWords, true)}) then 2
    when document @@ to_tsquery(${config}, ${tsQuery(allWords)}) then 1 else 0 end`;
}

/**
 * PostgreSQL: a tsvector of the weighted title and body under a GIN index, scored by ts_rank and each word's
 * rarity; a search's window ranked and tiered in the read that finds it.
 */
export const postgresTsvector: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const config = await textConfig(db);
    const rows = posts.map(
      (post) =>
        sql`(${post.id}, setweight(to_tsvector(${config}, ${segmentText(post.title)}), 'A') || setweight(to_tsvector(${config}, ${segmentText(post.body)}), 'D'))`,
    );
    await sql`insert into search_index (id, document) values ${sql.join(rows)}
      on conflict (id) do update set document = excluded.document`.execute(db);
  },

  async clear(db) {
    await sql`delete from search_index`.execute(db);
  },

  async matches(db, terms, options) {
    const config = await textConfig(db);
    const query = sql`to_tsquery(${config}, ${tsQuery(terms, options.titleOnly)})`;
    const score = options.scored ? await scoreOf(db, config, terms, query) : sql`0`;
    return matchesQuery({ id: sql`id`, score, where: sql`document @@ ${query}`, asInteger }, options);
  },

  async rankedWindow(db, terms, kind, newest) {
    const config = await textConfig(db);
    const query = sql`to_tsquery(${config}, ${tsQuery(terms)})`;
    const score = await scoreOf(db, config, terms, query);
    const window = newestOfKind({ id: sql`id`, where: sql`document @@ ${query}`, asInteger }, kind, newest, [
      sql`document`,
    ]);
    return readRankedWindow(db, window, score, tierOf(config, terms));
  },
};
