import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { INSTALLED_SITE_NAME, startInstalledServer, type InstalledServer } from './support/installed-server.ts';
import { appPath } from './support/urls.ts';
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

test('the home page shows the site name in the header and the product in the footer', async ({ page }) => {
  await gotoHydrated(page, at('/'));
  const header = page.getByRole('banner');
  const homeLink = header.getByRole('link', { name: INSTALLED_SITE_NAME });
  await expect(homeLink).toBeVisible();
  await expect(homeLink).toHaveAttribute('href', appPath('/'));
  await expect(page.getByRole('contentinfo')).toContainText(`Powered by ${constants.product_name}`);
});

test('the first Tab reaches the skip link, and following it puts the focus on the main content', async ({ page }) => {
  await gotoHydrated(page, at('/no-such-page'));
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(at('/no-such-page'));
});

test('the footer leads to the terms of service, which say they are not published yet', async ({ page }) => {
  await gotoHydrated(page, at('/no-such-page'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(at('/tos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(page.getByText('This document has not been published yet.')).toBeVisible();
  await expect(page).toHaveTitle(`Terms of service - ${INSTALLED_SITE_NAME}`);
});
