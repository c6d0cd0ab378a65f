import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';

// package.json cannot read the constants, so the start script spells them out and this keeps it in step
describe("npm start's server process", () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

  it('runs node with the malloc arenas of constants.server_process', () => {
    expect(scripts.start).toContain(`MALLOC_ARENA_MAX=${constants.server_process.malloc_arena_max} exec node `);
  });
});
