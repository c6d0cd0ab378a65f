import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

export const ADMIN_API = '/answer/admin/api';

/** An admin call as `who` (anonymous when null): the status and the envelope. */
export function adminGet(server: TestServer, path: string, who: Member | null) {
  return server.request(`${ADMIN_API}${path}`, who ? who.as : {});
}

export function adminPut(server: TestServer, path: string, who: Member, json: unknown) {
  return server.request(`${ADMIN_API}${path}`, { method: 'PUT', json, ...who.as });
}
