import { expect } from '@playwright/test';
import { installSite, signInByApi } from './support/installed-site.ts';
import { say } from './support/messages.ts';
import type { PrivateServer } from './support/private-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The admin's backups page: a backup made from the browser appears in the list and downloads as a
// gzip archive; the daily backup's settings are saved. A server of its own, as it installs a site.
let server: PrivateServer;
const admin = { name: 'Bea Backup', email: 'bea@example.org', password: 'correct horse battery' };

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  server = await siteServers.start();
  await installSite(server.origin, admin, 'Harbour Backups');
});

test('an admin backs up now, sees the archive listed, downloads it and schedules a daily backup', async ({ page }) => {
  await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
  await gotoHydrated(page, `${server.origin}${appPath('/admin/backups')}`);
  await expect(page.getByRole('heading', { level: 1, name: say('page_title.admin_backups') })).toBeVisible();
  await expect(page.getByText(say('admin_backups.empty'))).toBeVisible();

  await page.getByRole('button', { name: say('admin_backups.create') }).click();
  await expect(page.getByText(say('admin_backups.done'), { exact: true })).toBeVisible({ timeout: 60_000 });
  const link = page.getByRole('link', { name: /^Download quorum-backup-\d{8}-\d{6}\.tar\.gz$/ });
  await expect(link).toBeVisible();

  // the link's file, fetched with the page's own session cookie
  const href = await link.getAttribute('href');
  const file = await page.request.get(`${server.origin}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="quorum-backup-\d{8}-\d{6}\.tar\.gz"$/);
  const bytes = await file.body();
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

  await page.getByRole('switch', { name: say('admin_backups.schedule_enabled.label') }).click();
  await page.getByLabel(say('admin_backups.keep_count.label')).fill('3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update successfully.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(say('admin_backups.keep_count.label'))).toHaveValue('3');
  await expect(page.getByRole('switch', { name: say('admin_backups.schedule_enabled.label') })).toBeChecked();
});
