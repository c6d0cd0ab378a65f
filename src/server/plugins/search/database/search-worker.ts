import { parentPort, workerData } from 'node:worker_threads';
import { cacheOf } from '../../../cache/database-cache.ts';
import { createDatabase } from '../../../db/connect.ts';
import { findPosts } from './find-posts.ts';
import { questionsLike } from './more-like-this.ts';
import { THREAD_SCOPES, type SearchMessage } from './search-workers.ts';

/**
 * A search worker thread (search-workers.ts): finds posts on its own read-only connection to the SQLite
 * file, one search (or more-like-this, for related questions) per message; null asks it to close its connection and end.
 */
const port = parentPort!;
const database = createDatabase((workerData as { url: string }).url, { readOnly: true });
// its code is loaded: the pool sends it searches from now on
port.postMessage({ ready: true });
// the server's version of each scope this thread keeps, as of the entries it holds (SearchMessage)
let seen: Array<number | null> = THREAD_SCOPES.map(() => null);

port.on('message', async (message: SearchMessage | null) => {
  if (message === null) {
    await database.close();
    port.close();
    return;
  }
  const { versions } = message;
  for (const [index, scope] of THREAD_SCOPES.entries())
    if (versions[index] === null || versions[index] !== seen[index]) cacheOf(database.db)?.invalidate(scope);
  seen = versions;
  try {
    if ('like' in message) {
      const { text, language, best } = message.like;
      port.postMessage({ like: await questionsLike(database.db, text, language, best) });
    } else port.postMessage({ found: await findPosts(database.db, message.condition) });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
