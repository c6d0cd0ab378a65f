import { expect } from 'vitest';
import { forms } from '../../../generated/forms.ts';
import { operationTable } from '../../../generated/operations.ts';
import { settingsPages } from '../../../generated/settings-pages.ts';
import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

export const ADMIN_API = '/answer/admin/api';

/** A settings page's values as the admin GET answers them. */
export async function readPageSettings(server: TestServer, admin: Member, page: string) {
  const response = await server.request(`${ADMIN_API}/siteinfo/${page}`, admin.as);
  expect(response.status).toBe(200);
  return response.body.data as Record<string, unknown>;
}

/** The form of the page whose admin API is `siteinfo/<page>`. */
function formOf(page: string) {
  const found = settingsPages.find(
    (candidate) => operationTable[candidate.get].path === `${ADMIN_API}/siteinfo/${page}`,
  );
  if (!found) throw new Error(`no settings page at siteinfo/${page}`);
  return forms[found.form];
}

/**
 * The admin PUT of a page: its current values with `changes` over them, as the web app sends it (the form's
 * fields, not what a GET adds such as theme_options); answers the raw response.
 */
export async function putPageSettings(
  server: TestServer,
  admin: Member,
  page: string,
  changes: Record<string, unknown>,
  language = 'en_US',
) {
  const current = await readPageSettings(server, admin, page);
  const fields = Object.keys(formOf(page).schema.properties);
  return server.request(`${ADMIN_API}/siteinfo/${page}`, {
    method: 'PUT',
    headers: admin.as.headers,
    language,
    json: {
      ...Object.fromEntries(fields.filter((field) => field in current).map((field) => [field, current[field]])),
      ...changes,
    },
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
