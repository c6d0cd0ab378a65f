import { AUTH_LEVELS, METHODS, type OperationDefinition } from '../check/openapi.ts';
import { HEADER, json } from './format.ts';
import { jsonModule, unionOf } from './json-module.ts';

/** operations.ts (the types and the table's typed export) and the table itself as operations.json. */
export function emitOperations(operations: OperationDefinition[]): [string, string][] {
  const table = Object.fromEntries(operations.map((operation) => [operation.operationId, operation]));
  const typesModule = `${HEADER}import type { operations as ApiOperations } from './api-types.ts';
import type { FormId } from './forms.ts';
import table from './operations.json' with { type: 'json' };

export type OperationId =${unionOf(Object.keys(table))};
/** Who may call an operation (x-auth), whether or not an operation uses the level yet. */
export const authLevels = ${json(AUTH_LEVELS)} as const;
export type AuthLevel = (typeof authLevels)[number];

/** A JSON Schema as the spec wrote it, every $ref resolved. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One operation the server serves: route, who may call it, and its schemas. */
export interface Operation {
  readonly operationId: OperationId;
  readonly method:${unionOf(METHODS.map((method) => method.toUpperCase()))};
  /** OpenAPI path, \`{param}\` style */
  readonly path: string;
  readonly auth: AuthLevel;
  readonly privilege: string | null;
  /** x-dedupe: the same caller sending the same body again within a few minutes is refused */
  readonly dedupe: boolean;
  /** x-before-install: served before the site is installed */
  readonly beforeInstall: boolean;
  /** x-original-user-system: refused while a user-center agent replaces the site's own accounts */
  readonly originalUserSystem: boolean;
  readonly form: FormId | null;
  readonly tags: readonly string[];
  readonly schema: {
    readonly querystring?: JsonSchema;
    readonly params?: JsonSchema;
    readonly body?: JsonSchema;
    /** the envelope's data on success */
    readonly data: JsonSchema;
  };
}

export type OperationTable = { readonly [K in OperationId]: Operation };

/** Every operation the server serves, from operations.json (typed by operations.d.json.ts). */
export const operationTable: OperationTable = table;

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
  const declaration = `import type { OperationTable } from './operations.ts';

declare const operationTable: OperationTable;
export default operationTable;
`;
  return [['operations.ts', typesModule], ...jsonModule('operations', table, declaration)];
}
