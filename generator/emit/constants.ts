import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { HEADER, json } from './format.ts';

/**
 * spec/constants.yaml as one module per top-level group (constants/<group>.ts), gathered as the
 * `constants` namespace: code reads `constants.limits.x` as before. A module is the smallest thing the
 * bundler places in a chunk, so a browser chunk carries only the groups its own code reads (groups that
 * were exports of one module all travelled in the chunk of that module, with the first load).
 */
export function emitConstants(constants: unknown): Map<string, string> {
  if (!isRecord(constants)) throw new SpecError('spec/constants.yaml', '', 'expected a mapping of constants');
  const names = Object.entries(constants).map(([name]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name))
      throw new SpecError('spec/constants.yaml', name, 'a top-level constant needs a snake_case name');
    return name;
  });
  const groups = names.map((name): [string, string] => [
    `constants/${name}.ts`,
    `${HEADER}export const ${name} = ${json(constants[name])} as const;\n`,
  ]);
  const gathered = names.map((name) => `export { ${name} } from './constants/${name}.ts';\n`).join('');
  return new Map([
    ...groups,
    ['constant-groups.ts', `${HEADER}${gathered}`],
    ['constants.ts', `${HEADER}export * as constants from './constant-groups.ts';\n`],
  ]);
}
