import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../../../db/connect.ts';
import type { SearchCondition } from '../provider.ts';
import { findPosts } from './find-posts.ts';

/**
 * A search worker thread (search-workers.ts): finds posts on its own read-only connection to the SQLite
 * file, one search per message; null asks it to close its connection and end.
 */
const port = parentPort!;
const database = createDatabase((workerData as { url: string }).url, { readOnly: true });
// its code is loaded: the pool sends it searches from now on
port.postMessage({ ready: true });

port.on('message', async (condition: SearchCondition | null) => {
  if (condition === null) {
    await database.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ found: await findPosts(database.db, condition) });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
