import { afterAll, vi } from 'vitest';
import { DatabaseChallengeStore } from '../../../src/server/plugins/captcha/challenge-store.ts';

/**
 * Every code the captcha stores from now on, by captcha id, so a test reads the picture the way a person
 * would; the codes are still stored as usual. Called at the top of a file: the store is itself again once
 * the file is done, as the next file of the worker imports the same class.
 */
export function recordIssuedCaptchaCodes(): Map<string, string> {
  const issuedCodes = new Map<string, string>();
  const storePut = DatabaseChallengeStore.prototype.put;
  const spy = vi.spyOn(DatabaseChallengeStore.prototype, 'put').mockImplementation(function (
    this: DatabaseChallengeStore,
    id,
    answer,
    ttl,
  ) {
    issuedCodes.set(id, answer);
    return storePut.call(this, id, answer, ttl);
  });
  afterAll(() => spy.mockRestore());
  return issuedCodes;
}
