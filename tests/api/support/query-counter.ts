import type { LogEvent } from 'kysely';

/**
 * Counts the SQL statements a server runs. Pass `onQuery` to startTestServer, then wrap one call in
 * `measure` to learn how many queries it made (a page must not make one query per item).
 */
export function createQueryCounter() {
  let statements: string[] = [];
  return {
    onQuery(event: LogEvent): void {
      if (event.level === 'query') statements.push(event.query.sql);
    },
    /** The statements `work` ran, and its result. Calls must not overlap with other requests. */
    async measure<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      statements = [];
      const result = await work();
      const ran = statements;
      statements = [];
      return { result, statements: ran };
    },
  };
}
