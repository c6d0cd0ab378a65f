import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';
import { nodeBuildOptions, searchWorkerEntry } from './node-build-options.mjs';

/**
 * Compiles the server (src/server/main.ts and everything it imports from the project) into one ES module,
 * so that production runs plain JavaScript without a TypeScript loader, and beside it the search worker.
 */
export async function buildServer(root, outFile) {
  await build({
    ...nodeBuildOptions(root),
    entryPoints: {
      [basename(outFile, '.js')]: join(root, 'src/server/main.ts'),
      'search-worker': join(root, searchWorkerEntry),
    },
    outdir: dirname(outFile),
  });
}
