import type { ExpressionBuilder } from 'kysely';
import { like, likeLiteral } from '../../db/like-pattern.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Users whose username or display name starts with what was typed (an @ in front is ignored), for
 * mention suggestions and the staff search. Undefined when nothing was typed.
 */
export function nameStartsWith(typed: string) {
  const text = typed.trim().replace(/^@/, '').toLowerCase();
  if (!text) return undefined;
  const prefix = `${likeLiteral(text)}%`;
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([like(eb.ref('username'), prefix), like(eb.fn('lower', ['display_name']), prefix)]);
}
