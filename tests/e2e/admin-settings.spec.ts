import { expect, type Page } from '@playwright/test';
import { installSite, signInByApi } from './support/installed-site.ts';
import type { PrivateServer } from './support/private-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// This file installs a site, so it runs on a server of its own (see support/private-server.ts).
let server: PrivateServer;
const admin = { name: 'Ada Admin', email: 'ada@example.org', password: 'correct horse battery' };

test.beforeAll(async ({ siteServers }) => {
  // a server process of its own starts slowly on a busy machine
  test.setTimeout(120_000);
  server = await siteServers.start();
  await installSite(server.origin, admin, 'Harbour Settings');
});

async function openGeneral(page: Page): Promise<void> {
  await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
  await gotoHydrated(page, `${server.origin}${appPath('/admin/general')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
}

test('an admin renames the site and the header and title follow at once', async ({ page }) => {
  await openGeneral(page);
  const name = page.getByLabel('Site name');
  await expect(name).toHaveValue('Harbour Settings');
  await name.fill('Harbour Renamed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update successfully.', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Harbour Renamed')).toBeVisible();
  await expect(page).toHaveTitle(/Harbour Renamed/);

  await gotoHydrated(page, `${server.origin}${appPath('/questions')}`);
  await expect(page.getByRole('banner').getByText('Harbour Renamed')).toBeVisible();
  await expect(page).toHaveTitle(/Harbour Renamed/);
});

test('a field error shows next to its field: from the browser rules and from the server', async ({ page }) => {
  await openGeneral(page);
  const name = page.getByLabel('Site name');
  await name.fill('H');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Site name must be at 2-128 characters in length.')).toBeVisible();
  await name.fill('Harbour Renamed');

  // a URI the browser's rules accept but that is no http address: the server refuses it on its field
  const url = page.getByLabel('Site URL');
  await url.fill('ftp://harbour.example.org');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Site URL must be a valid http or https address.')).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
});

test('a bad entry in a list shows on the list it was typed in', async ({ page }) => {
  await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
  await gotoHydrated(page, `${server.origin}${appPath('/admin/login')}`);
  const domains = page.getByLabel('Allowed email domains');
  await domains.fill('example.org\nnot a domain');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter domain names such as example.org, one per line.')).toBeVisible();
  await expect(domains).toHaveAttribute('aria-invalid', 'true');
  await domains.fill('Example.org');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update successfully.', { exact: true })).toBeVisible();
});

// Every settings page confirms a save the same way: the one toast, in the person's language.
for (const [path, heading] of [
  ['/admin/seo', 'SEO'],
  ['/admin/login', 'Login'],
  ['/admin/themes', 'Themes'],
  ['/admin/interface', 'Interface'],
] as const) {
  test(`saving the ${heading} page confirms the save with a toast`, async ({ page }) => {
    await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
    await gotoHydrated(page, `${server.origin}${appPath(path)}`);
    // the form loads with the page's settings, which takes a while on a busy machine
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/answer/admin/api/'),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Update successfully.', { exact: true })).toBeVisible();
  });
}
