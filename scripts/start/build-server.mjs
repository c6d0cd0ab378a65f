import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server (src/server/main.ts and everything it imports from the project) into one ES module,
 * so that production runs plain JavaScript without a TypeScript loader, and beside it the script of the
 * threads that search a SQLite file (search-workers.ts looks for it there). Packages stay imports of
 * node_modules. The web app's pages, which the route table names for the browser, are never loaded by
 * the server and stay out.
 */
export async function buildServer(root, outFile) {
  await build({
    absWorkingDir: root,
    entryPoints: {
      [basename(outFile, '.js')]: join(root, 'src/server/main.ts'),
      'search-worker': join(root, 'src/server/plugins/search/database/search-worker.ts'),
    },
    outdir: dirname(outFile),
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
  });
}
