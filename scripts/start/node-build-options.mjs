// Shared by the server's build and the CLI's, and free of esbuild itself: bin/quorum.js reads it on every
// run and loads esbuild only when it has to build.

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
