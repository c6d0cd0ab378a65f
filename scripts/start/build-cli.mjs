import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { nodeBuildOptions, searchWorkerEntry } from './node-build-options.mjs';
import { buildIfChanged, sharedInputs } from './source-hash.mjs';

/**
 * Compiles the `quorum` command into dist/cli (main.js, the search worker, and a chunk per command that
 * only that command's run loads, so `quorum --help` loads no server code and no package), unless the
 * stamp there says it was compiled from these very sources. Returns the entry's path.
 */
export async function buildCliIfChanged(root) {
  const outDir = join(root, 'dist/cli');
  await buildIfChanged({
    root,
    inputs: [...sharedInputs, 'src/server', 'src/cli', 'scripts/start'],
    outDir,
    output: 'main.js',
    build: () => buildCli(root, outDir),
  });
  return join(outDir, 'main.js');
}

async function buildCli(root, outDir) {
  // esbuild is loaded only to build: the runs in between pay for a hash of the sources, not for esbuild
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    ...nodeBuildOptions(root),
    entryPoints: { main: join(root, 'src/cli/main.ts'), 'search-worker': join(root, searchWorkerEntry) },
    outdir: outDir,
    splitting: true,
    write: false,
  });
  mkdirSync(outDir, { recursive: true });
  // Several `quorum` runs may build at once (tests run them side by side): each file is written under a
  // name of its own and renamed into place, so no run ever loads a half-written file; main.js goes last.
  const entryLast = [...outputFiles].sort(
    (a, b) => Number(a.path.endsWith('/main.js')) - Number(b.path.endsWith('/main.js')),
  );
  for (const file of entryLast) {
    const draft = `${file.path}.${randomUUID()}.part`;
    writeFileSync(draft, file.contents);
    renameSync(draft, file.path);
  }
  // chunks of earlier builds (their names carry a hash of their content)
  const written = new Set(outputFiles.map((file) => basename(file.path)));
  for (const name of readdirSync(outDir))
    if (!written.has(name) && !name.startsWith('.') && !name.endsWith('.part'))
      rmSync(join(outDir, name), { force: true });
}
