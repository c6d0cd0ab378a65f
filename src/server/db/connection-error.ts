import { redactUrl } from './database-url.ts';
import type { DatabaseEngine } from './engine.ts';

/** The database could not be reached: a connection could not be opened. */
export class DatabaseConnectionError extends Error {}

export function connectionError(engine: DatabaseEngine, url: string, cause: unknown): Error {
  return new DatabaseConnectionError(
    `Cannot connect to the ${engine} database at ${redactUrl(url)}: ${describeCause(cause)}`,
    { cause },
  );
}

// Codes of a connection lost or refused under a statement: the socket's own (Node), PostgreSQL's classes 08
// (connection exception) and 57P (operator intervention: the server shut down), MySQL's lost connection.
const lostConnectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Whether a failed statement failed because the database is out of reach (as opposed to a statement it
 * refused): a connection that could not be opened, or one lost under the statement.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof DatabaseConnectionError) return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (lostConnectionCodes.has(code) || code.startsWith('08'))) return true;
    // pg names a connection dropped under a query only in its message
    if (/^Connection terminated/.test(cause.message)) return true;
  }
  return false;
}

function describeCause(cause: unknown): string {
  // Node reports a refused connection to a host with several addresses as an AggregateError with no message.
  if (cause instanceof AggregateError && cause.errors.length > 0) {
    return cause.errors.map(describeCause).join('; ');
  }
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return cause.message || (typeof code === 'string' ? code : cause.name);
  }
  return String(cause);
}
