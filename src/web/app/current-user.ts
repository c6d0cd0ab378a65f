import { constants } from '../../../generated/constants.ts';
import type { DataOf } from '../../../generated/operations.ts';
import type { CallOptions } from '../../shared/api/envelope-runtime.ts';
import { api } from './api-client.ts';
import { readStored } from './storage.ts';

export type UserInfo = DataOf<'getUserInfo'> & object;

/** GET user/info when a token is stored; without one the visitor is anonymous and nothing is asked. */
export async function loadSignedInUser(options?: CallOptions): Promise<UserInfo | null> {
  if (!readStored(constants.storage.keys.login_token)) return null;
  return (await api.getUserInfo({}, options)) ?? null;
}
