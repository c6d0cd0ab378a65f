// `npm start`'s first step: the web app and the compiled server are rebuilt only when something they are
// built from changed since their last build, so a restart on the same sources starts at once. Plain
// JavaScript, so that deciding costs no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { buildIfChanged, sharedInputs } from './source-hash.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// A build is a production build whoever starts it: a caller's NODE_ENV (vitest sets "test") would make
// vite compile JSX for React's development runtime, which the renderer's bundled production React lacks.
const buildEnv = { ...process.env, NODE_ENV: 'production' };

const webBuilt = await buildIfChanged({
  root,
  inputs: [...sharedInputs, 'index.html', 'vite.config.ts', 'src/web'],
  outDir: join(root, 'dist/web'),
  output: 'index.html',
  build: async () => {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env: buildEnv });
    if (result.status !== 0) process.exit(result.status ?? 1);
  },
});
// The public pages' renderer for the server: the web app's own components, built for Node.
const ssrBuilt = await buildIfChanged({
  root,
  inputs: [...sharedInputs, 'vite.config.ts', 'src/web'],
  outDir: join(root, 'dist/ssr'),
  output: 'render-page.js',
  build: async () => {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const args = [vite, 'build', '--ssr', 'src/web/ssr/render-page.tsx', '--outDir', 'dist/ssr'];
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: buildEnv });
    if (result.status !== 0) process.exit(result.status ?? 1);
  },
});
const serverBuilt = await buildIfChanged({
  root,
  inputs: [...sharedInputs, 'src/server', 'scripts/start'],
  outDir: join(root, 'dist/server'),
  output: 'main.js',
  build: () => buildServer(root, join(root, 'dist/server/main.js')),
});
console.log(
  `web app ${webBuilt ? 'built' : 'unchanged'} (dist/web), its server renderer ${ssrBuilt ? 'built' : 'unchanged'} (dist/ssr), server ${serverBuilt ? 'compiled' : 'unchanged'} (dist/server)`,
);
