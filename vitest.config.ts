import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // API tests start real servers and databases; give slow engines room without hiding hangs.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    include: ['tests/{unit,api,model}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/browser-waits.ts'],
    // Most files spend their time waiting on a database or a server they started, so one more worker
    // than cores keeps the cores busy (vitest's default, cores - 1, ran one file at a time on 2 cores:
    // the suite took 656 s against 453 s with 3).
    maxWorkers: availableParallelism() + 1,
    // A worker imports the server's modules once for all the files it runs, not once per file (3.5 s
    // each); so whatever a file changes outside its own servers it restores (docs/testing.md).
    isolate: false,
  },
});
