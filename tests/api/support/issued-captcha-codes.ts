import { vi } from 'vitest';
import { DatabaseChallengeStore } from '../../../src/server/plugins/captcha/challenge-store.ts';

/**
 * Every code the captcha stores from now on, by captcha id, so a test reads the picture the way a person
 * would; the codes are still stored as usual.
 */
export function recordIssuedCaptchaCodes(): Map<string, string> {
  const issuedCodes = new Map<string, string>();
  const storePut = DatabaseChallengeStore.prototype.put;
  vi.spyOn(DatabaseChallengeStore.prototype, 'put').mockImplementation(function (
    this: DatabaseChallengeStore,
    id,
    answer,
    ttl,
  ) {
    issuedCodes.set(id, answer);
    return storePut.call(this, id, answer, ttl);
  });
  return issuedCodes;
}
