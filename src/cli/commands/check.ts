import { runIntegrityChecks } from '../../server/modules/integrity/integrity-checks.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';
import { withSiteDatabase } from '../site-database.ts';

export const checkCommand: CliCommand = {
  usage: `Usage: quorum check

Runs the integrity checks on the site's database and prints each with the number of rows found wrong.
Exits 1 when any check finds a problem, 0 when all pass.

Options:
  -h, --help   this text`,
  async run(args) {
    parseOptions(args, {});
    const results = await withSiteDatabase((database) => runIntegrityChecks(database.db));
    for (const { check, problems } of results)
      console.log(`${problems === 0 ? 'ok  ' : 'FAIL'}  ${check}: ${problems}`);
    const failed = results.filter((result) => result.problems > 0).length;
    console.log(failed === 0 ? 'All checks passed.' : `${failed} of ${results.length} checks found problems.`);
    return failed === 0 ? 0 : 1;
  },
};
