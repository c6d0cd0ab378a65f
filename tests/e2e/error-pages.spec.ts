import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { INSTALLED_SITE_NAME, startInstalledServer, type InstalledServer } from './support/installed-server.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Pages show only on an installed site: a server of this file's own.
let server: InstalledServer;
test.beforeAll(async ({ siteServers }) => {
  // starting and installing a server takes a while on a busy machine
  test.setTimeout(120_000);
  server = await startInstalledServer(siteServers);
});
const at = (path: string) => server.at(path);

test('an unknown address shows the 404 page, whose link leads back home', async ({ page }) => {
  await gotoHydrated(page, at('/no-such-page'));
  await expect(page.getByText("Unfortunately, this page doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle(`Page not found - ${INSTALLED_SITE_NAME}`);
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('banner').getByRole('link', { name: INSTALLED_SITE_NAME })).toBeVisible();
});

test('the maintenance page shows the maintenance message without the site header', async ({ page }) => {
  await gotoHydrated(page, at('/maintenance'));
  await expect(page.getByRole('heading', { name: "We are under maintenance, we'll be back soon." })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a page for logged-in people sends a visitor to log in and remembers where they were going', async ({ page }) => {
  await gotoHydrated(page, at('/questions/ask'));
  await expect(page).toHaveURL(at('/users/login'));
  const remembered = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { value: string } | null,
    constants.storage.keys.redirect_path,
  );
  expect(remembered?.value).toBe('/questions/ask');
});

test('a server failure while a page loads shows the 50X page in its place, until the visitor moves on', async ({
  page,
}) => {
  // The only way to make this server fail on demand: answer the page's one call with a 500.
  await page.route(`**${constants.api_prefix}/siteinfo/legal**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, reason: 'base.unknown', msg: 'Sorry, something went wrong.', data: null }),
    }),
  );
  await gotoHydrated(page, at('/tos'));
  const main = page.getByRole('main');
  await expect(main.getByText('The server encountered an error and could not complete your request.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Terms of service' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveURL(at('/tos'));

  await main.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(main.getByText('The server encountered an error and could not complete your request.')).toHaveCount(0);
});
