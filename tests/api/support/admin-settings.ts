import { expect } from 'vitest';
import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

export const ADMIN_API = '/answer/admin/api';

/** A settings page's values as the admin GET answers them. */
export async function readPageSettings(server: TestServer, admin: Member, page: string) {
  const response = await server.request(`${ADMIN_API}/siteinfo/${page}`, admin.as);
  expect(response.status).toBe(200);
  return response.body.data as Record<string, unknown>;
}

/** The admin PUT of a page: its current values with `changes` over them; answers the raw response. */
export async function putPageSettings(
  server: TestServer,
  admin: Member,
  page: string,
  changes: Record<string, unknown>,
  language = 'en_US',
) {
  const current = await readPageSettings(server, admin, page);
  return server.request(`${ADMIN_API}/siteinfo/${page}`, {
    method: 'PUT',
    headers: admin.as.headers,
    language,
    json: { ...current, ...changes },
  });
}

/** As putPageSettings, expecting success; answers the saved values. */
export async function savePageSettings(
  server: TestServer,
  admin: Member,
  page: string,
  changes: Record<string, unknown>,
) {
  const response = await putPageSettings(server, admin, page, changes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Record<string, unknown>;
}
