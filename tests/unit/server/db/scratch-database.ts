import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type QuorumDatabase } from '../../../../src/server/db/connect.ts';
import { createScratchDatabase, type ScratchDatabase, type TestEngine } from '../../../api/support/databases.ts';

/** Gives the enclosing describe block an empty database on `engine`, dropped after its tests. */
export function useScratchDatabase(engine: TestEngine): () => QuorumDatabase {
  let scratch: ScratchDatabase | undefined;
  let database: QuorumDatabase | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase(engine);
    database = createDatabase(scratch.url);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });
  return () => {
    if (database === undefined) throw new Error('The scratch database is not open yet');
    return database;
  };
}
