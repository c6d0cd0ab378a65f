import type { ExpressionBuilder } from 'kysely';
import { like, likeLiteral } from '../../db/like-pattern.ts';
import type { Database } from '../../db/schema.ts';

/** Tags whose slug or display name contains the (normalized, lower-case) text as typed, wildcards included. */
export function tagNameContains(text: string) {
  const contains = `%${likeLiteral(text)}%`;
  return (eb: ExpressionBuilder<Database, 'tag'>) =>
    eb.or([like(eb.ref('slug_name'), contains), like(eb.fn('lower', ['display_name']), contains)]);
}
