import { type Kysely, sql } from 'kysely';
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

// ts_rank_cd's weights for the labels D, C, B, A: the body is D, the title A
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

/** PostgreSQL: a tsvector of the weighted title and body under a GIN index, scored by ts_rank_cd. */
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
    const query = sql`to_tsquery(${await textConfig(db)}, ${tsQuery(terms, options.titleOnly)})`;
    // normalization 1: divided by 1 + the log of the post's length, so a long body is not favoured
    const score = sql`ts_rank_cd(${WEIGHTS}::float4[], document, ${query}, 1)`;
    return matchesQuery(
      { id: sql`id`, score, where: sql`document @@ ${query}`, asInteger: (id) => sql`${id}::bigint` },
      options,
    );
  },
};
