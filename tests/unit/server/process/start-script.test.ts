import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';

// package.json cannot read the constants, so the start script spells them out and this keeps it in step
describe("npm start's server process", () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const { malloc_arena_max, malloc_mmap_threshold_bytes, heap_growing_percent } = constants.server_process;
  const heapFlag = `--heap-growing-percent=${heap_growing_percent}`;

  it('runs node with the malloc settings of constants.server_process', () => {
    expect(scripts.start).toContain(
      `MALLOC_ARENA_MAX=${malloc_arena_max} MALLOC_MMAP_THRESHOLD_=${malloc_mmap_threshold_bytes} exec node `,
    );
  });

  it("runs node with constants.server_process's heap growth", () => {
    expect(scripts.start).toContain(`exec node ${heapFlag} `);
  });

  // a V8 flag, not one of Node's own: a Node whose V8 dropped it would refuse to start the server
  it('runs on a Node whose V8 takes that heap growth flag', () => {
    const started = spawnSync(process.execPath, [heapFlag, '-e', ''], { encoding: 'utf8' });
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
  });
});
