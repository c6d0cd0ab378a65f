import { vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import * as passwordHash from '../../../src/server/auth/password-hash.ts';
import { cacheOf } from '../../../src/server/cache/database-cache.ts';
import { StatementRecorder } from './statement-recorder.ts';
import type { TestServer } from './test-server.ts';

/** What Math.random answers while recording: above any chance the server leaves housekeeping to. */
const NEVER_BY_CHANCE = 1 - Number.EPSILON;

/** The algorithm and cost a hash was made with ("argon2id$v=19$m=19456,t=2,p=1"): what checking it costs. */
const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');

const { memory_kib: memory, time_cost: time, parallelism } = constants.password_hash;
/** The cost of every password hash the server makes, from spec/constants.yaml. */
export const SITE_HASH_COST = `argon2id$v=19$m=${memory},t=${time},p=${parallelism}`;

/** The argon2 work of the run being recorded, if any. */
let hashing: string[] | null = null;

/**
 * Wraps the server's password hashing, once however many servers a file starts. Whether it is wrapped is
 * asked of the functions themselves, not remembered here: the files of a worker share this module
 * (isolate: false), and a file's spies are gone by the time the next file runs.
 */
function watchHashing(): void {
  if (vi.isMockFunction(passwordHash.hashPassword)) return;
  const { hashPassword, verifyPassword } = passwordHash;
  vi.spyOn(passwordHash, 'hashPassword').mockImplementation(async (password) => {
    const made = await hashPassword(password);
    hashing?.push(`argon2 hash ${costOf(made)}`);
    return made;
  });
  vi.spyOn(passwordHash, 'verifyPassword').mockImplementation((stored, password) => {
    hashing?.push(`argon2 verify ${costOf(stored)}`);
    return verifyPassword(stored, password);
  });
}

/**
 * Records the work requests make the server do: every SQL statement, as compiled, and every argon2 hash and
 * verify with the cost of the hash it makes or checks. Two requests that must not be told apart by how long
 * they take (a taken and a free address) must do the same work, whatever the machine's speed or load; argon2
 * is nearly all of it (`npx tsx tests/bench/equal-time.ts` prints the times themselves).
 * Give `statements` to startTestServer({ plugins: [work.statements] }) before the first `of`.
 */
export class RequestWork {
  readonly statements = new StatementRecorder();

  constructor() {
    watchHashing();
  }

  /**
   * The work `run` made `server` do, in a stable order (a mail sent in the background may run its reads
   * between the request's own): `run` should wait for what the request starts, such as its mail. The
   * site's settings are forgotten first, so each run reads them once however long ago they were cached, and
   * the housekeeping left to chance (sweeping expired rate counts and captcha records, alike for any
   * address) is held off.
   */
  async of(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
    cacheOf(server.database.db)?.invalidate('settings');
    const noSweeps = vi.spyOn(Math, 'random').mockReturnValue(NEVER_BY_CHANCE);
    const hashed: string[] = [];
    hashing = hashed;
    try {
      const recorded = await this.statements.during(run);
      const executor = server.database.db.getExecutor();
      const statements = recorded.map(({ node, queryId }) => `sql ${executor.compileQuery(node, queryId).sql}`);
      return [...statements, ...hashed].sort();
    } finally {
      hashing = null;
      noSweeps.mockRestore();
    }
  }
}
