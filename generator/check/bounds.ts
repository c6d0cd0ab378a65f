import { SpecError, pathOf } from '../errors.ts';
import { isRecord } from '../load.ts';
import { followPointer } from '../refs.ts';

/** The shared id components of spec/openapi.yaml; every id a client sends refers to one of them. */
export const ID_COMPONENTS = ['Id', 'IdOrEmpty', 'PostId', 'CaptchaId', 'ExternalId'] as const;
const ID_REFS = new Set(ID_COMPONENTS.map((name) => `#/components/schemas/${name}`));

const isIdName = (name: string) => name === 'id' || name.endsWith('_id');
const isIdListName = (name: string) => name.endsWith('_ids');

function types(schema: Record<string, unknown>): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  return Array.isArray(schema.type) ? schema.type.map(String) : [];
}

/** A $ref to a shared id component, possibly with a description beside it. */
function refersToId(schema: unknown): boolean {
  return isRecord(schema) && typeof schema.$ref === 'string' && ID_REFS.has(schema.$ref);
}

/**
 * Refuses a request schema (parameter or body, refs unresolved) through which a client could send
 * something unbounded: an id without a shared id component, a number without minimum and maximum,
 * a string without maxLength, an array without maxItems. Internal $refs are followed in `document`.
 */
export function checkRequestBounds(
  schema: unknown,
  name: string | null,
  file: string,
  at: ReadonlyArray<string | number>,
  document: unknown,
  seen: ReadonlyArray<string> = [],
): void {
  const fail = (problem: string) => {
    throw new SpecError(file, pathOf(at), problem);
  };
  if (name !== null && isIdName(name)) {
    // an id from a closed list (a role id) is bounded by its enum, as no shared id component is
    if (!refersToId(schema) && !(isRecord(schema) && Array.isArray(schema.enum)))
      fail(`the id ${name} must refer to a shared id component (${ID_COMPONENTS.join(', ')} of spec/openapi.yaml)`);
    return;
  }
  if (!isRecord(schema)) return;
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) return;
    checkRequestBounds(followPointer(document, schema.$ref), name, file, at, document, [...seen, schema.$ref]);
    return;
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches))
      branches.forEach((branch, index) =>
        checkRequestBounds(branch, name, file, [...at, keyword, index], document, seen),
      );
  }
  if ('x-clamp' in schema && (schema['x-clamp'] !== true || !('minimum' in schema) || !('maximum' in schema))) {
    fail('x-clamp is true, on a number with minimum and maximum to clamp to');
  }
  if ('x-aliases' in schema) {
    const aliases = schema['x-aliases'];
    const values = Array.isArray(schema.enum) ? schema.enum : [];
    if (!isRecord(aliases) || !Object.values(aliases).every((value) => values.includes(value)))
      fail('x-aliases maps other names to values of the enum');
  }
  const bounded = 'enum' in schema || 'const' in schema;
  for (const type of types(schema)) {
    if ((type === 'integer' || type === 'number') && !bounded) {
      if (
        !('minimum' in schema || 'exclusiveMinimum' in schema) ||
        !('maximum' in schema || 'exclusiveMaximum' in schema)
      ) {
        fail(`a number (${type}) a client sends needs minimum and maximum`);
      }
    }
    if (type === 'string' && !bounded && schema.format !== 'binary' && !('maxLength' in schema))
      fail('a string a client sends needs maxLength');
    if (type === 'array') {
      if (!('maxItems' in schema)) fail('an array a client sends needs maxItems');
      if (name !== null && isIdListName(name) && !refersToId(schema.items)) {
        fail(
          `the items of ${name} must refer to a shared id component (${ID_COMPONENTS.join(', ')} of spec/openapi.yaml)`,
        );
      }
      checkRequestBounds(schema.items, null, file, [...at, 'items'], document, seen);
    }
  }
  if (isRecord(schema.properties)) {
    for (const [property, child] of Object.entries(schema.properties)) {
      checkRequestBounds(child, property, file, [...at, 'properties', property], document, seen);
    }
  }
  if (isRecord(schema.additionalProperties)) {
    checkRequestBounds(schema.additionalProperties, null, file, [...at, 'additionalProperties'], document, seen);
  }
}

/** Every parameter and non-form request body of every operation (forms are checked where they are loaded). */
export function checkOperationBounds(document: unknown, file: string): void {
  for (const name of ID_COMPONENTS) {
    const component = followPointer(document, `#/components/schemas/${name}`);
    if (
      !isRecord(component) ||
      component.type !== 'string' ||
      typeof component.pattern !== 'string' ||
      typeof component.maxLength !== 'number'
    ) {
      throw new SpecError(
        file,
        `components.schemas.${name}`,
        'a shared id component is a string with a pattern and a maxLength',
      );
    }
  }
  const paths = isRecord(document) && isRecord(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isRecord(operation)) continue;
      const at = ['paths', path, method];
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      parameters.forEach((parameter, index) => {
        if (isRecord(parameter) && typeof parameter.name === 'string') {
          checkRequestBounds(
            parameter.schema ?? { type: 'string' },
            parameter.name,
            file,
            [...at, 'parameters', index, 'schema'],
            document,
          );
        }
      });
      const content =
        isRecord(operation.requestBody) && isRecord(operation.requestBody.content) ? operation.requestBody.content : {};
      for (const [type, media] of Object.entries(content)) {
        if (isRecord(media))
          checkRequestBounds(media.schema, null, file, [...at, 'requestBody', 'content', type, 'schema'], document);
      }
    }
  }
}
