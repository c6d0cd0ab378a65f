import { resolve, type OpenApiDocument, type Schema } from './openapi-document.ts';

export const isIdName = (name: string) => name === 'id' || name.endsWith('_id');

/** A value a schema would likely accept, to start each malformed request from something plausible. */
export function sampleValue(document: OpenApiDocument, schema: Schema | undefined, name: string, depth = 0): unknown {
  const resolved = resolve(document, schema);
  const branches = (resolved.anyOf ?? resolved.oneOf) as Schema[] | undefined;
  if (branches?.length) return sampleValue(document, branches[0], name, depth);
  if ('default' in resolved) return resolved.default;
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof resolved.minimum === 'number' ? resolved.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return depth > 4 ? {} : sampleObject(document, resolved, depth + 1);
    default:
      if (isIdName(name)) return '1';
      if (resolved.format === 'email') return 'fuzz@example.org';
      if (resolved.format === 'uri') return 'https://example.org/';
      return 'fuzz text'.padEnd(typeof resolved.minLength === 'number' ? resolved.minLength : 0, '.');
  }
}

/** The object with its required properties sampled. */
export function sampleObject(document: OpenApiDocument, schema: Schema, depth = 0): Record<string, unknown> {
  const resolved = resolve(document, schema);
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = (resolved.required ?? []) as string[];
  return Object.fromEntries(
    required
      .filter((name) => name in properties)
      .map((name) => [name, sampleValue(document, properties[name], name, depth)]),
  );
}
