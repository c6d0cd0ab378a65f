import { readFileSync } from 'node:fs';

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** content type → schema of the request body */
  body: Record<string, Schema> | null;
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: Record<string, Record<string, unknown>>;
}

export function loadDocument(): OpenApiDocument {
  return JSON.parse(
    readFileSync(new URL('../../../../generated/openapi.json', import.meta.url), 'utf8'),
  ) as OpenApiDocument;
}

/** Every operation of the document, in a stable order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody
        ? Object.fromEntries(Object.entries(operation.requestBody.content).map(([type, media]) => [type, media.schema]))
        : null,
      responses: operation.responses,
    })),
  );
}

/** Follows `#/components/...` references until a schema that is not one. */
export function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema {
  let current: Schema = schema ?? {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const [, group, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(current.$ref) ?? [];
    current = (group && name ? (document.components[group]?.[name] as Schema | undefined) : undefined) ?? {};
  }
  return current;
}
