import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SpecError, pathOf } from './errors.ts';
import { isRecord } from './load.ts';

/** Follows a JSON pointer (`#/components/schemas/X`) inside a document. */
export function followPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return document;
  const segments = pointer
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node)) node = node[segment];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

type ReadExternal = (absolute: string) => unknown;

/**
 * Inlines references to other files (`forms/x.yaml#/schema`) and checks that every
 * reference inside the document resolves, so consumers only ever see internal refs.
 */
export function bundleRefs(document: unknown, absoluteFile: string, file: string, readExternal: ReadExternal): unknown {
  const inline = (node: unknown, at: Array<string | number>): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => inline(item, [...at, index]));
    if (!isRecord(node)) return node;
    if (typeof node.$ref === 'string') {
      const [target = '', pointer = ''] = node.$ref.split('#');
      if (target === '') {
        if (followPointer(document, `#${pointer}`) === undefined) {
          throw new SpecError(file, pathOf(at), `unresolved $ref ${node.$ref}`);
        }
        return node;
      }
      const externalFile = join(dirname(absoluteFile), target);
      if (!existsSync(externalFile))
        throw new SpecError(file, pathOf(at), `unresolved $ref ${node.$ref}: no such file`);
      const external = readExternal(externalFile);
      const resolved = followPointer(external, `#${pointer}`);
      if (resolved === undefined) throw new SpecError(file, pathOf(at), `unresolved $ref ${node.$ref}`);
      return inline(resolved, at);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, [...at, key])]));
  };
  return inline(document, []);
}

/** Replaces internal refs by the schemas they name, for consumers that want plain schemas. */
export function dereference(node: unknown, document: unknown, seen: ReadonlyArray<string> = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document, seen));
  if (!isRecord(node)) return node;
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) throw new SpecError('spec/openapi.yaml', node.$ref, 'a schema refers to itself');
    return dereference(followPointer(document, node.$ref), document, [...seen, node.$ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(value, document, seen)]));
}
