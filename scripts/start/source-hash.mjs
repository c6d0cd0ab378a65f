import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What every build of the project is made from besides its own folders (the server imports machines/). */
export const sharedInputs = ['package-lock.json', 'tsconfig.json', 'src/shared', 'generated', 'machines'];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** One hash of the names and contents of every file under `inputs` (paths relative to `root`). */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Runs `build` unless the stamp in `outDir` says it already ran on these very sources; then stamps.
 * Returns whether it built.
 */
export async function buildIfChanged({ root, inputs, outDir, output, build }) {
  const stampFile = join(outDir, '.source-hash');
  const wanted = sourceHash(root, inputs);
  const current = existsSync(join(outDir, output)) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current === wanted) return false;
  await build();
  writeFileSync(stampFile, wanted);
  return true;
}
