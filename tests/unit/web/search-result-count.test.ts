import { describe, expect, it } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import en from '../../../generated/messages/en_US.ts';
import { resultCountMessage } from '../../../src/web/pages/Search/result-count.ts';

describe('the number of search results', () => {
  it('is a total below the bound of candidates and a floor from it on', () => {
    const bound = constants.search.candidates_max;
    expect(resultCountMessage(bound - 1)).toBe('search_ui.count');
    expect(resultCountMessage(bound)).toBe('search_ui.count_at_least');
    expect(resultCountMessage(bound * 2)).toBe('search_ui.count_at_least');
    expect(en['search_ui.count_at_least']).toContain('At least');
  });
});
