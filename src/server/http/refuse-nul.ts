import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Parsed data: a plain object, one without a prototype, or a query string parser's bare `Empty` object. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: object | null = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * Whether any string in a parsed value (query, JSON, multipart fields) holds U+0000. Iterative, so
 * nesting depth cannot exhaust the stack; it skips what was seen (multipart parts refer to each other)
 * and what is not plain data (file buffers and streams).
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (seen.has(next)) {
      continue;
    } else if (Array.isArray(next)) {
      seen.add(next);
      for (const item of next) pending.push(item);
    } else if (isPlainObject(next)) {
      seen.add(next);
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Text never holds NUL (PostgreSQL refuses it in text columns, and no person types it), so a request
 * carrying one in its query, path or JSON body is refused before validation and before any handler.
 */
export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body))
      throw AppError.badRequest('base.nul_character');
  });
}
