import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { remembered } from '../../cache/database-cache.ts';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import type { Database } from '../../db/schema.ts';
import type { SearchCondition, SearchProvider } from '../../plugins/search/provider.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { presentSearchHits } from './present.ts';

/** a page of results; which query was searched the handler adds */
type SearchPage = Pick<DataOf<'search'>, 'count' | 'list'>;

async function readSearchPage(
  db: Kysely<Database>,
  provider: SearchProvider,
  condition: SearchCondition,
): Promise<SearchPage> {
  const found = await provider.search(db, condition);
  return { count: found.count, list: await presentSearchHits(db, (await loadSiteRules(db)).write, found.hits) };
}

/**
 * One page of results, kept for a while. The condition holds resolved ids (the user, the tags with
 * their synonyms), so a page is the same for every viewer; the writes that can change one (posts, their
 * votes and tags, names and pictures shown, the write rules) empty them all at once (write-watch.ts).
 * The page answered is shared between requests, hence frozen.
 */
export async function searchPage(
  db: Kysely<Database>,
  provider: SearchProvider,
  condition: SearchCondition,
): Promise<SearchPage> {
  const key = JSON.stringify([provider.slug_name, condition]);
  return remembered(db, 'search_results', key, constants.cache.search_results_ttl_seconds, async () =>
    deepFreeze(await readSearchPage(db, provider, condition)),
  );
}
