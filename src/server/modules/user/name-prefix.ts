import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Users whose username or display name starts with what was typed (an @ in front is ignored), for
 * mention suggestions and the staff search. SQLite has no default LIKE escape, so instead of escaping,
 * % and backslashes (never in usernames) are dropped; an _ matching any one character only widens the
 * suggestions a little. Undefined when nothing was typed.
 */
export function nameStartsWith(typed: string) {
  const text = typed.trim().replace(/^@/, '').replace(/[\\%]/g, '').toLowerCase();
  if (!text) return undefined;
  const prefix = `${text}%`;
  return (eb: ExpressionBuilder<Database, 'users'>) => eb.or([eb('username', 'like', prefix), eb(eb.fn('lower', ['display_name']), 'like', prefix)]);
}
