import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { sendToSession } from '../../../app/session.ts';
import { useApiData, type ApiData } from '../../../hooks/useApiData.ts';

export type CurrentUser = NonNullable<DataOf<'getUserInfo'>>;

/** The signed-in user as GET user/info has them now; settings pages edit exactly that. */
export function useCurrentUser(): ApiData<CurrentUser | null> {
  return useApiData((signal) => api.getUserInfo({}, { signal }));
}

/** After a change, the header and guards see the fresh user. */
export function refreshSessionUser(): void {
  sendToSession({ type: 'REFRESH', force: true });
}
