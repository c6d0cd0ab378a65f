import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The real web app and its server renderer (dist/web, dist/ssr), built as `npm start` builds them (only
 * when their sources changed), for tests of the pages the server draws; and a data folder of the test's own.
 */
export function builtWebRoot(): { dataDir: string; webRoot: string; remove: () => void } {
  const built = spawnSync(process.execPath, [join(root, 'scripts/start/prepare.mjs')], { cwd: root, stdio: 'pipe' });
  if (built.status !== 0) throw new Error(`building the web app failed:\n${built.stdout}\n${built.stderr}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-ssr-'));
  return { dataDir, webRoot: join(root, 'dist/web'), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
