import type { OperationDefinition } from '../check/openapi.ts';
import { HEADER } from './format.ts';

export function emitClient(operations: OperationDefinition[]): string {
  const methods = operations
    .map((operation) => {
      const id = operation.operationId;
      // Only the call's route, not operationTable's schemas: the client is in every page's first load.
      const route = JSON.stringify({ method: operation.method, path: operation.path });
      return `    ${id}: (input: CallInput<'${id}'>${hasRequiredInput(operation) ? '' : ' = {}'}, options?: CallOptions) =>\n      runtime.call<DataOf<'${id}'>>(${route}, input, options),`;
    })
    .join('\n');
  return `${HEADER}import { createEnvelopeRuntime, type CallOptions, type ClientOptions } from '../src/shared/api/envelope-runtime.ts';
import type { BodyOf, DataOf, OperationId, PathOf, QueryOf } from './operations.ts';

// A part whose every field is optional (a list's page, order, filters) may be left out.
type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: never } : {} extends T ? { [K in Name]?: T } : { [K in Name]: T };
export type CallInput<K extends OperationId> = Part<'query', QueryOf<K>> & Part<'params', PathOf<K>> & Part<'body', BodyOf<K>>;

/** The typed API client: one method per operationId, each resolving to the envelope's data. */
export function createApiClient(options: ClientOptions) {
  const runtime = createEnvelopeRuntime(options);
  return {
${methods}
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
`;
}

function hasRequiredInput(operation: OperationDefinition): boolean {
  const required = (schema?: Record<string, unknown>) => Array.isArray(schema?.required) && schema.required.length > 0;
  return Boolean(operation.schema.body) || required(operation.schema.querystring) || required(operation.schema.params);
}
