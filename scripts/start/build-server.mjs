import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * esbuild's options for code of the project run by Node: one ES module per entry, packages left as imports
 * of node_modules. The web app's pages, which the route table names for the browser, are never loaded by
 * the server or the CLI and stay out.
 */
export function nodeBuildOptions(root) {
  return {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'leave-out-web-pages',
        setup(builder) {
          builder.onResolve({ filter: /\/src\/web\/pages\// }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  };
}

/** The script of the threads that search a SQLite file: search-workers.ts looks for it beside its own module. */
export const searchWorkerEntry = 'src/server/plugins/search/database/search-worker.ts';

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
