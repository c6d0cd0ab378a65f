import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CliCommand } from '../command.ts';
import { loadConfig } from '../../server/config/load-config.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createTranslator, type Translate } from '../../server/i18n/translator.ts';
import { useImageProxyKey } from '../../server/modules/image-proxy/proxy-key.ts';
import { ImportError } from '../../server/modules/import/import-error.ts';
import { importStackExchange, readDumpFolder } from '../../server/modules/import/import-stackexchange.ts';
import { openDatabase } from '../site-database.ts';
import { importProgressBars } from './import-progress.ts';

const usage = `Usage: quorum import stackexchange <folder> [--source-url <address>]

Imports a Stack Exchange data dump (the folder of one site's Users.xml, Posts.xml, Tags.xml,
Comments.xml, Votes.xml and PostLinks.xml) into the site's database (DATABASE_URL, data/config.yaml).
Every imported post credits its author and links to its page on the source site, under the dump's
CC BY-SA licence. Imported accounts have no password: an admin gives one the person's address and
the person sets a password with "forgot password". Running it again imports only what is new.

Options:
  --source-url <address>  the address of the site the dump comes from
                          (default: https://<folder name>.stackexchange.com)
  -h, --help              show this help`;

/** The language of the terminal's locale (LANG=zh_CN.UTF-8), for the command's messages. */
async function terminalTranslate() {
  const translator = await createTranslator();
  return translator.forLanguage(translator.pick(process.env.LANG?.split('.')[0]));
}

/** A refused dump or source address is bad input: told in the terminal's language, exit code 2. */
function fail(error: unknown, translate: Translate): number {
  if (!(error instanceof ImportError)) throw error;
  process.stderr.write(`${translate(error.key, error.values)}\n`);
  return 2;
}

export const importCommand: CliCommand = {
  usage,
  async run(args) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: { 'source-url': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      });
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
      return 2;
    }
    if (parsed.values.help) {
      process.stdout.write(`${usage}\n`);
      return 0;
    }
    const [format, folder, ...rest] = parsed.positionals;
    if (format !== 'stackexchange' || !folder || rest.length > 0) {
      process.stderr.write(`${usage}\n`);
      return 2;
    }
    const translate = await terminalTranslate();
    try {
      // before the database is opened (or an SQLite file made) for nothing
      await readDumpFolder(resolve(folder));
    } catch (error) {
      return fail(error, translate);
    }
    const config = loadConfig();
    // imported posts show their plain-http images through the site's image proxy, signed with its key
    useImageProxyKey(config.dataDir);
    const database = openDatabase(config.database.url, config);
    const progress = importProgressBars();
    const started = Date.now();
    try {
      await migrateToLatest(database.db);
      await importStackExchange(database.db, folder, {
        sourceUrl: parsed.values['source-url'],
        onProgress: progress.onProgress,
      });
      progress.stop();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${translate('import.cli.done', { folder, seconds })}\n`);
      return 0;
    } catch (error) {
      progress.stop();
      return fail(error, translate);
    } finally {
      await database.close();
    }
  },
};
