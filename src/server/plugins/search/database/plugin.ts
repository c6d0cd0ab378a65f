import { constants } from '../../../../../generated/constants.ts';
import { builtInAbout } from '../../built-in.ts';
import type { SearchProvider } from '../provider.ts';
import { findPosts } from './find-posts.ts';
import { searchWorkersOf } from './search-workers.ts';
import { rebuildSearchIndex } from '../../../modules/search/reindex.ts';

/**
 * The built-in search plugin: the database's own full-text index (migration 0021_search_relevance), which the
 * post writers keep up to date themselves (indexPost), so it needs no change notices.
 */
export const databaseSearch: SearchProvider = {
  slug_name: constants.search.plugin_slug,
  kind: 'search',
  builtIn: true,
  about: builtInAbout('plugin_info.database_search.name', 'plugin_info.database_search.description'),
  description: () => ({ name: constants.product_name, icon: '', link: '' }),
  search: (db, condition) => searchWorkersOf(db)?.find(condition) ?? findPosts(db, condition),
  reindex: async (db) => {
    await rebuildSearchIndex(db);
  },
};
