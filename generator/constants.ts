import { SpecError, pathOf } from './errors.ts';
import { isRecord } from './load.ts';

type Lookup = (path: string, file: string, at: string) => unknown;

/** Looks a dotted path up in constants.yaml; `*` maps over a list (`languages.available.*.value`). */
export function constantLookup(constants: unknown): Lookup {
  return (path, file, at) => {
    let values: unknown[] = [constants];
    let spread = false;
    for (const segment of path.split('.')) {
      if (segment === '*') {
        if (values.length !== 1 || !Array.isArray(values[0])) {
          throw new SpecError(file, at, `$const ${path}: '*' must follow a list`);
        }
        values = values[0];
        spread = true;
        continue;
      }
      values = values.map((value) => {
        if (!isRecord(value) || !(segment in value)) {
          throw new SpecError(file, at, `$const ${path} does not name a constant in spec/constants.yaml`);
        }
        return value[segment];
      });
    }
    return spread ? values : values[0];
  };
}

/** Replaces every `{ $const: path }` in a YAML tree with the constant's value. */
export function resolveConstants(
  node: unknown,
  lookup: Lookup,
  file: string,
  at: Array<string | number> = [],
): unknown {
  if (Array.isArray(node)) return node.map((item, index) => resolveConstants(item, lookup, file, [...at, index]));
  if (!isRecord(node)) return node;
  if ('$const' in node) {
    if (typeof node.$const !== 'string' || Object.keys(node).length !== 1) {
      throw new SpecError(file, pathOf(at), '$const takes a single dotted path');
    }
    return lookup(node.$const, file, pathOf(at));
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, resolveConstants(value, lookup, file, [...at, key])]),
  );
}
