import { SpecError } from './errors.ts';
import { isRecord } from './load.ts';

/**
 * Merges per-domain fragments into a root document: `spec/openapi/<domain>.yaml` adds paths and
 * component schemas to openapi.yaml, `spec/i18n/<lang>/<domain>.yaml` adds keys to a catalogue.
 * A key defined twice is an error naming both files, so domains cannot silently override each other.
 */
export function mergeFragments(
  root: Record<string, unknown>,
  rootName: string,
  fragments: Array<{ name: string; content: unknown }>,
  sections: string[][],
): Record<string, unknown> {
  const merged = structuredClone(root);
  const owner = new Map<string, string>();
  for (const section of sections) {
    for (const key of Object.keys(sectionOf(merged, section, rootName, true)))
      owner.set(`${section.join('.')}.${key}`, rootName);
  }
  for (const fragment of fragments) {
    if (!isRecord(fragment.content)) throw new SpecError(fragment.name, '', 'a fragment must be a mapping');
    for (const key of Object.keys(fragment.content)) {
      if (!sections.some((section) => section[0] === key)) {
        throw new SpecError(
          fragment.name,
          key,
          `a fragment may only add ${sections.map((s) => s.join('.')).join(', ')}`,
        );
      }
    }
    for (const section of sections) {
      const from = sectionOf(fragment.content, section, fragment.name, false);
      const into = sectionOf(merged, section, rootName, true);
      for (const [key, value] of Object.entries(from)) {
        const id = `${section.join('.')}.${key}`;
        const previous = owner.get(id);
        // Domains may share a path (GET user/info in one, PUT in another) but never a method of it.
        if (previous && isPathsSection(section) && isRecord(into[key]) && isRecord(value)) {
          const pathItem = into[key] as Record<string, unknown>;
          for (const method of Object.keys(value)) {
            const methodOwner = owner.get(`${id}.${method}`) ?? (method in pathItem ? previous : undefined);
            if (methodOwner) throw new SpecError(fragment.name, id, `${method} already defined in ${methodOwner}`);
            owner.set(`${id}.${method}`, fragment.name);
          }
          into[key] = { ...pathItem, ...value };
          continue;
        }
        if (previous) throw new SpecError(fragment.name, id, `already defined in ${previous}`);
        owner.set(id, fragment.name);
        into[key] = value;
      }
    }
  }
  return merged;
}

function isPathsSection(section: string[]): boolean {
  return section.length === 1 && section[0] === 'paths';
}

function sectionOf(
  document: Record<string, unknown>,
  path: string[],
  name: string,
  create: boolean,
): Record<string, unknown> {
  let node: Record<string, unknown> = document;
  for (const segment of path) {
    const next = node[segment];
    if (next === undefined) {
      if (!create) return {};
      node[segment] = {};
    } else if (!isRecord(next)) {
      throw new SpecError(name, path.join('.'), 'must be a mapping');
    }
    node = node[segment] as Record<string, unknown>;
  }
  return node;
}
