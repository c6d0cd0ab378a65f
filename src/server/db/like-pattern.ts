import { type Expression, type RawBuilder, sql } from 'kysely';

// not a backslash: MySQL reads one inside a string literal before LIKE sees it
const ESCAPE = '!';

/** Text to be matched as written inside a LIKE pattern: its wildcards (and the escape character) escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, (character) => `${ESCAPE}${character}`);
}

/** `value LIKE pattern`, with the escape character of `likeLiteral` declared: the same on every engine. */
export function like(value: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${value} like ${pattern} escape ${sql.lit(ESCAPE)}`;
}
