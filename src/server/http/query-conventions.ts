import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationTable, type OperationId } from '../../../generated/operations.ts';
import { AppError } from './app-error.ts';

interface QueryProperty {
  type?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** x-clamp: a number beyond minimum or maximum is taken as that bound instead of refused */
  'x-clamp'?: unknown;
  /** x-aliases: other names a client may send for enum values (the established client's names) */
  'x-aliases'?: unknown;
}

/** The schema keywords of spec/openapi.yaml's query conventions, declared to ajv so it accepts them. */
export function declareQueryKeywords<
  Ajv extends { addKeyword(definition: { keyword: string; schemaType: string }): unknown },
>(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: 'x-clamp', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-aliases', schemaType: 'object' });
  return ajv;
}

const isNumeric = (property: QueryProperty) => property.type === 'integer' || property.type === 'number';
const isList = (property: QueryProperty) => property.type === 'array';

/** A list parameter's items: sent comma-separated (OpenAPI's form style, not exploded), an empty value none. */
function listItems(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? [] : value.split(',');
  return Array.isArray(value) ? value.flatMap(listItems) : value;
}

/** What one query parameter's schema asks of its raw value before validation; undefined leaves it as sent. */
function adjust(name: string, property: QueryProperty, value: string): string | undefined {
  const aliases = property['x-aliases'];
  if (typeof aliases === 'object' && aliases !== null && Object.hasOwn(aliases, value))
    return String((aliases as Record<string, unknown>)[value]);
  if (!isNumeric(property) || value.trim() === '') return undefined;
  const number = Number(value);
  // ajv's type coercion takes "Infinity" for a number and then skips minimum and maximum
  if (!Number.isFinite(number)) throw AppError.field(name, 'validation.type', { field: name });
  if (property['x-clamp'] !== true || !Number.isInteger(number)) return undefined;
  const low = typeof property.minimum === 'number' ? property.minimum : number;
  const high = typeof property.maximum === 'number' ? property.maximum : number;
  return String(Math.min(Math.max(number, low), high));
}

/**
 * The preValidation step of an operation's query string, or null when its schema asks none: aliases
 * become the names we use, clamped numbers come within their bounds, non-finite numbers are refused, and
 * lists are split at their commas.
 */
function queryStep(querystring: { properties?: Record<string, QueryProperty> } | undefined) {
  const properties = Object.entries(querystring?.properties ?? {}).filter(
    ([, property]) => isNumeric(property) || isList(property) || property['x-aliases'] !== undefined,
  );
  if (properties.length === 0) return null;
  return (query: Record<string, unknown>): void => {
    for (const [name, property] of properties) {
      const value = query[name];
      if (isList(property)) {
        if (value !== undefined) query[name] = listItems(value);
        continue;
      }
      const adjusted = typeof value === 'string' ? adjust(name, property, value) : undefined;
      if (adjusted !== undefined) query[name] = adjusted;
    }
  };
}

/** Applies every operation's query conventions before its schema validates the query. */
export function applyQueryConventions(app: FastifyInstance): void {
  const steps = new Map(
    (Object.keys(operationTable) as OperationId[]).map((id) => {
      const schema = operationTable[id].schema;
      return [id, queryStep('querystring' in schema ? schema.querystring : undefined)] as const;
    }),
  );
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const operationId = (request.routeOptions.config as { operationId?: OperationId }).operationId;
    const step = operationId ? steps.get(operationId) : undefined;
    if (step) step(request.query as Record<string, unknown>);
  });
}
