import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { HEADER, json } from './format.ts';

/**
 * spec/constants.yaml as one module export per top-level group, gathered as the `constants` namespace:
 * code reads `constants.limits.x` as before, and a browser chunk carries only the groups it reads
 * (one exported object could not be split by the bundler).
 */
export function emitConstants(constants: unknown): Map<string, string> {
  if (!isRecord(constants)) throw new SpecError('spec/constants.yaml', '', 'expected a mapping of constants');
  const groups = Object.entries(constants).map(([name, value]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name))
      throw new SpecError('spec/constants.yaml', name, 'a top-level constant needs a snake_case name');
    return `export const ${name} = ${json(value)} as const;\n`;
  });
  return new Map([
    ['constant-groups.ts', `${HEADER}${groups.join('\n')}`],
    ['constants.ts', `${HEADER}export * as constants from './constant-groups.ts';\n`],
  ]);
}
