import { rebuildSearchIndex } from '../../server/modules/search/reindex.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';
import { progressBar } from '../progress-bar.ts';
import { withSiteDatabase } from '../site-database.ts';

export const reindexCommand: CliCommand = {
  usage: `Usage: quorum reindex

Builds the database search index again from every question and answer, in one transaction, so searches
keep answering from the old index until the new one is complete; on PostgreSQL the index is vacuumed
afterwards. Use it after rows were written directly or the site language changed.

Options:
  -h, --help   this text`,
  async run(args) {
    parseOptions(args, {});
    const bar = progressBar('reindex');
    const indexed = await withSiteDatabase((database) =>
      rebuildSearchIndex(database.db, (done, total) => bar.progress(done, total, 'posts')),
    ).finally(bar.finish);
    console.log(`Indexed ${indexed} posts.`);
    return 0;
  },
};
