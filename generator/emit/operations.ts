import { AUTH_LEVELS, type OperationDefinition } from '../check/openapi.ts';
import { HEADER, json } from './format.ts';

export function emitOperations(operations: OperationDefinition[]): string {
  const table = Object.fromEntries(operations.map((operation) => [operation.operationId, operation]));
  return `${HEADER}import type { operations as ApiOperations } from './api-types.ts';

/** Every operation the server serves: route, who may call it, and its schemas. */
export const operationTable = ${json(table)} as const;

export type OperationId = keyof typeof operationTable;
/** Who may call an operation (x-auth), whether or not an operation uses the level yet. */
export const authLevels = ${json(AUTH_LEVELS)} as const;
export type AuthLevel = (typeof authLevels)[number];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type OrUndefined<T> = [T] extends [never] ? undefined : T;

/** The envelope's data on success. */
export type DataOf<K extends OperationId> = JsonOf<ApiOperations[K]['responses'][200]> extends { data: infer Data } ? Data : never;
export type BodyOf<K extends OperationId> = OrUndefined<JsonOf<NonNullable<ApiOperations[K]['requestBody']>>>;
export type QueryOf<K extends OperationId> = OrUndefined<NonNullable<ApiOperations[K]['parameters']['query']>>;
export type PathOf<K extends OperationId> = OrUndefined<NonNullable<ApiOperations[K]['parameters']['path']>>;

export interface HandlerInput<K extends OperationId> {
  query: QueryOf<K>;
  params: PathOf<K>;
  body: BodyOf<K>;
}

export type Handler<K extends OperationId, Context> = (input: HandlerInput<K>, context: Context) => Promise<DataOf<K>>;

/** The server's handlers, one per operation: a missing or mistyped one is a compile error. */
export type Handlers<Context> = { [K in OperationId]: Handler<K, Context> };
`;
}
