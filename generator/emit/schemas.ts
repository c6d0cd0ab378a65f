import { HEADER } from './format.ts';
import { jsonModule } from './json-module.ts';

/** The TypeScript type of a schema keyword's value, as precise as code reading a keyword needs. */
function keywordType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string') ? 'readonly string[]' : 'readonly unknown[]';
  if (typeof value === 'object') return 'JsonSchema';
  return typeof value;
}

/**
 * schemas.json, the component schemas of spec/openapi.yaml with every $ref resolved, and schemas.ts that
 * exports it. Its declaration names each schema and the kind of each of its own keywords, so
 * `schemas.ExternalId.pattern` is a string and a schema that does not exist is a compile error.
 */
export function emitSchemas(schemas: Record<string, Record<string, unknown>>): [string, string][] {
  const entries = Object.entries(schemas).map(([name, schema]) => {
    const keywords = Object.entries(schema).map(
      ([keyword, value]) => `\n    readonly ${JSON.stringify(keyword)}: ${keywordType(value)};`,
    );
    return `\n  readonly ${JSON.stringify(name)}: {${keywords.join('')}\n  };`;
  });
  const declaration = `type JsonSchema = Readonly<Record<string, unknown>>;

declare const schemas: {${entries.join('')}
};
export default schemas;
`;
  const module = `${HEADER}import schemas from './schemas.json' with { type: 'json' };

/** The component schemas of spec/openapi.yaml with every $ref resolved (typed by schemas.d.json.ts). */
export { schemas };
`;
  return [['schemas.ts', module], ...jsonModule('schemas', schemas, declaration)];
}
