import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';

export const startCommand: CliCommand = {
  name: 'start',
  summary: 'run the site (migrations, then the server), as npm start does after its build',
  usage: `Usage: quorum start

Applies pending migrations and serves the site, configured by the environment and config.yaml (PORT,
HOST, DATA_DIR, DATABASE_URL, ...; see the README). Serves the web app built in dist/web ("npm run
build"); SIGTERM or SIGINT stop it gracefully. AUTO_INSTALL=true installs a new site headlessly first.

Options:
  -h, --help   this text`,
  async run(args) {
    parseOptions(args, {});
    // the server module starts on import and stays up until a signal; its failures exit the process
    await import('../../server/main.ts');
    return 0;
  },
};
