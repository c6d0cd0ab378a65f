import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';

/**
 * How the number of results is told. The search counts no further than its candidates per kind of post
 * (constants `search.candidates_max`), so from there on the number is a floor, not a total.
 */
export function resultCountMessage(count: number): MessageKey {
  return count >= constants.search.candidates_max ? 'search_ui.count_at_least' : 'search_ui.count';
}
