import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';

// package.json cannot read the constants, so the start script spells them out and this keeps it in step
describe("npm start's server process", () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

  it('runs node with the heap bound and malloc arenas of constants.server_process', () => {
    const { max_old_space_mb, malloc_arena_max } = constants.server_process;
    expect(scripts.start).toContain(`MALLOC_ARENA_MAX=${malloc_arena_max} exec node `);
    expect(scripts.start).toContain(` --max-old-space-size=${max_old_space_mb} `);
  });
});
