import type { Kysely } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import { builtInAbout } from '../../built-in.ts';
import { indexedTexts } from '../database/index-post.ts';
import type { SearchCondition, SearchDescription, SearchHit, SearchProvider } from '../provider.ts';
import { visibleHits } from './visible-hits.ts';
import { WordIndex } from './word-index.ts';

const { plugin_slug: slug, candidates_max: candidatesMax, search_by_name: searchByName } = constants.memory_search;
const REINDEX_BATCH = 200;

/** The posts of one kind with ids above `after`, as the text the index keeps (a question's title with its body). */
/** Posts' texts in id order after `after`, as the database index reads them, joined for the word index. */
async function textsAfter(db: Kysely<Database>, table: 'question' | 'answer', after: string, limit: number) {
  const posts = await indexedTexts(db, table, after, limit);
  return posts.map((post) => ({ id: String(post.id), text: post.title ? `${post.title}\n${post.body}` : post.body }));
}

/**
 * A second search plugin, to prove the interface: it keeps its words in memory, hears of every post written
 * while it is on, and reads every post again on re-index. Off until an admin switches it on.
 */
export class MemorySearch implements SearchProvider {
  readonly slug_name = slug;
  readonly kind = 'search' as const;
  readonly builtIn = false;
  readonly about = builtInAbout('memory_search.name', 'memory_search.description');
  readonly #index = new WordIndex();

  description(): SearchDescription {
    return { name: searchByName, icon: '', link: '' };
  }

  async search(db: Kysely<Database>, condition: SearchCondition): Promise<{ count: number; hits: SearchHit[] }> {
    return visibleHits(db, this.#index.matching(condition.words, condition.phrases, candidatesMax), condition);
  }

  async postChanged(trx: Kysely<Database>, postId: string): Promise<void> {
    const table = objectTypeOf(postId);
    if (table !== 'question' && table !== 'answer') return;
    // the one post: the batch read from just below its id
    const [post] = await textsAfter(trx, table, (BigInt(postId) - 1n).toString(), 1);
    if (post?.id === postId) this.#index.put(post.id, post.text);
  }

  async reindex(db: Kysely<Database>): Promise<void> {
    this.#index.clear();
    for (const table of ['question', 'answer'] as const) {
      for (let after = '0'; ;) {
        const posts = await textsAfter(db, table, after, REINDEX_BATCH);
        for (const post of posts) this.#index.put(post.id, post.text);
        if (posts.length < REINDEX_BATCH) break;
        after = posts.at(-1)!.id;
      }
    }
  }
}
