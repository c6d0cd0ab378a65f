import { redactUrl } from './database-url.ts';
import type { DatabaseEngine } from './engine.ts';

export function connectionError(engine: DatabaseEngine, url: string, cause: unknown): Error {
  return new Error(`Cannot connect to the ${engine} database at ${redactUrl(url)}: ${describeCause(cause)}`, {
    cause,
  });
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
