import { HEADER, json } from './format.ts';

/**
 * A big table as JSON data (`<name>.json`, imported with `type: 'json'`) plus the declaration the type checker
 * reads in its place (`<name>.d.json.ts`, found through allowArbitraryExtensions). The checker then sees a
 * compact type instead of inferring one from hundreds of kilobytes of literal in every run.
 */
export function jsonModule(name: string, value: unknown, declaration: string): [string, string][] {
  return [
    [`${name}.json`, `${json(value)}\n`],
    [`${name}.d.json.ts`, `${HEADER}${declaration}`],
  ];
}

/** A string union, one member a line so that a spec change shows as a one-line diff. */
export function unionOf(members: readonly string[]): string {
  return members.map((member) => `\n  | ${JSON.stringify(member)}`).join('');
}
