import { type Kysely, type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { Database } from '../../../db/schema.ts';
import { siteLanguage } from '../../../settings/site-settings.ts';
import type { EngineIndex } from './engine-index.ts';
import { matchesQuery, TITLE_WEIGHT } from './match-query.ts';
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

/**
 * Any of the tokens, and every phrase, as a tsquery, each lexeme of the title's label (A) only when
 * asked; tokens hold only letters and digits, no operators.
 */
function tsQuery({ tokens, phrases }: FullTextTerms, titleOnly = false): string {
  const lexeme = titleOnly ? (token: string) => `${token}:A` : (token: string) => token;
  const anyToken = tokens.length > 0 ? [`(${tokens.map(lexeme).join(' | ')})`] : [];
  return [...anyToken, ...phrases.map((run) => `(${run.map(lexeme).join(' <-> ')})`)].join(' & ');
}

/** BM25's inverse document frequency of a word found in `frequency` of `total` posts. */
const idf = (frequency: number, total: number) => Math.log((total - frequency + 0.5) / (frequency + 0.5) + 1);

/**
 * Each token's weight by how rare it is: its posts counted through the GIN index, each count stopped at
 * search.postgres_document_frequency_max, against the planner's estimate of the index's size (counted
 * only while the table has never been analysed: a new site's is small).
 */
async function tokenWeights(db: Kysely<Database>, config: RawBuilder<unknown>, tokens: string[]): Promise<number[]> {
  const cap = constants.search.postgres_document_frequency_max;
  const counts = tokens.map(
    (token) =>
      sql<number>`(select count(*) from (select 1 from search_index where document @@ to_tsquery(${config}, ${token}) limit ${cap}) as f)`,
  );
  const { rows } = await sql<{ total: number | string; frequencies: Array<number | string> }>`select
    coalesce(
      (select nullif(greatest(reltuples, 0), 0) from pg_class where oid = 'search_index'::regclass),
      (select count(*) from search_index)) as total,
    array[${sql.join(counts)}]::bigint[] as frequencies`.execute(db);
  const frequencies = rows[0]!.frequencies.map(Number);
  const total = Math.max(Number(rows[0]!.total), ...frequencies, 1);
  return frequencies.map((frequency) => idf(frequency, total));
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

/** PostgreSQL: a tsvector of the weighted title and body under a GIN index, scored by ts_rank and each word's rarity. */
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
    return matchesQuery(
      { id: sql`id`, score, where: sql`document @@ ${query}`, asInteger: (id) => sql`${id}::bigint` },
      options,
    );
  },
};
