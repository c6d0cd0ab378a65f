import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkoutRoot as root } from '../checkout-root.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';

export const startCommand: CliCommand = {
  usage: `Usage: quorum start

Builds the web app (dist/web) and the compiled server (dist/server) when their sources changed since the
last build (scripts/start/prepare.mjs, the same step as "npm start"), so a fresh checkout needs no build
first; then applies pending migrations and serves the site, configured by the environment and config.yaml
(PORT, HOST, DATA_DIR, DATABASE_URL, ...; see the README). Run it in the checkout's folder: the web app is
served from ./dist/web. SIGTERM or SIGINT stop it gracefully. AUTO_INSTALL=true installs a new site
headlessly first.

Options:
  -h, --help   this text`,
  async run(args) {
    parseOptions(args, {});
    const prepare = spawnSync(process.execPath, [join(root, 'scripts/start/prepare.mjs')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (prepare.status !== 0) throw new Error('The build failed (its output is above); the site was not started.');
    // the compiled server, as npm start runs it: it starts on import and stays up until a signal, and its
    // failures exit the process
    await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
    return 0;
  },
};
