import type { DataOf } from '../../../generated/operations.ts';
import type { CallOptions } from '../../shared/api/envelope-runtime.ts';
import { api } from './api-client.ts';

export type UserInfo = DataOf<'getUserInfo'> & object;

/** GET user/info: the HttpOnly session cookie is out of a script's reach, so only the server can tell who this is. */
export async function loadSignedInUser(options?: CallOptions): Promise<UserInfo | null> {
  return (await api.getUserInfo({}, options)) ?? null;
}
