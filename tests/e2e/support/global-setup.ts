// Before any spec: the web app, its server renderer and the compiled server are built as `npm start`'s
// prestart builds them (only what changed since the last build), since every spec's server runs
// dist/server/main.js and serves dist/web.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export default function globalSetup(): void {
  execFileSync(process.execPath, ['scripts/start/prepare.mjs'], { cwd: root, stdio: 'inherit' });
}
