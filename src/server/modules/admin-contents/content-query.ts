import { sql, type Expression, type RawBuilder } from 'kysely';
import { like, likeLiteral } from '../../db/like-pattern.ts';

/** What the search box of an admin list asked for: one post by id (`answer:<id>`), title text, or nothing. */
export type ContentQuery = { kind: 'id'; id: string } | { kind: 'title'; text: string } | { kind: 'none' };

/** `answer:<id>` names one answer; any other text is looked for in titles. */
export function parseContentQuery(query: string | undefined, idPrefix?: string): ContentQuery {
  const text = (query ?? '').trim();
  if (text === '') return { kind: 'none' };
  const byId = idPrefix ? new RegExp(`^${idPrefix}:\\s*([0-9]{1,18})$`, 'i').exec(text) : null;
  if (byId) return { kind: 'id', id: byId[1]! };
  return { kind: 'title', text };
}

/** A title containing `text`, whatever the case, on every engine. */
export function titleContains(title: Expression<string>, text: string): RawBuilder<boolean> {
  return like(sql`lower(${title})`, `%${likeLiteral(text.toLowerCase())}%`);
}
