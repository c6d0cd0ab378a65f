import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { signInByApi } from './support/installed-site.ts';
import { INSTALLED_SITE_ADMIN, startInstalledServer, type InstalledServer } from './support/installed-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
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

test.use({ colorScheme: 'light' });

// visitors find both in the header's small switcher
const openSwitcher = (page: import('@playwright/test').Page, name = 'Language and colour scheme') =>
  page.getByRole('banner').getByRole('button', { name }).click();

const bodyBackground = (page: import('@playwright/test').Page) =>
  page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

test('choosing the dark colour scheme darkens the page, and the choice survives a reload', async ({ page }) => {
  await gotoHydrated(page, at('/no-such-page'));
  await openSwitcher(page);
  const switcher = page.getByLabel('Colour scheme', { exact: true });
  await expect(switcher).toBeVisible();
  // --color-bg of tokens.css: #ffffff in the light scheme, #111318 in the dark one
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');

  await switcher.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await bodyBackground(page)).toBe('rgb(17, 19, 24)');

  await page.reload();
  await openSwitcher(page);
  await expect(page.getByLabel('Colour scheme', { exact: true })).toHaveValue('dark');
  expect(await bodyBackground(page)).toBe('rgb(17, 19, 24)');
});

test('choosing 简体中文 shows the 404 page in Chinese, also after a reload', async ({ page }) => {
  await gotoHydrated(page, at('/no-such-page'));
  await expect(page.getByText("Unfortunately, this page doesn't exist.")).toBeVisible();

  await openSwitcher(page);
  await page.getByLabel('Language', { exact: true }).selectOption({ label: '简体中文' });
  await expect(page.getByText('很抱歉，此页面不存在。')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByText('很抱歉，此页面不存在。')).toBeVisible();
  await openSwitcher(page, '语言与配色');
  await expect(page.getByLabel('语言', { exact: true })).toHaveValue('zh_CN');
});

test('a page drawn by the server after choosing 简体中文 comes in Chinese before its scripts run', async ({ page }) => {
  await gotoHydrated(page, at('/tags'));
  await openSwitcher(page);
  await page.getByLabel('Language', { exact: true }).selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // what the server sends this browser next, as it arrives
  const drawn = await page.context().request.get(at('/tags'));
  const html = await drawn.text();
  expect(html).toMatch(/<html lang="zh-CN"/);
  expect(html).toContain('>标签<');
});

test.describe('before the scripts run', () => {
  // the page's scripts are held, so what shows is what the server sent
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', () => {});
  });

  test('a reader whose system is dark sees a drawn page dark from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(at('/tags'), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    expect(await bodyBackground(page)).toBe('rgb(17, 19, 24)');
  });

  test("the switcher's choice shows from the first paint of the next page", async ({ page, context }) => {
    await context.addCookies([{ name: constants.color_scheme.choice_cookie, value: 'dark', url: at('/') }]);
    await page.goto(at('/tags'), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyBackground(page)).toBe('rgb(17, 19, 24)');
  });

  test('a signed-in reader who chose dark in their settings sees a drawn page dark from the first paint', async ({
    page,
  }) => {
    const token = await signInByApi(server.origin, INSTALLED_SITE_ADMIN);
    const setScheme = (color_scheme: string) =>
      fetch(`${server.origin}${constants.api_prefix}/user/interface`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({ language: constants.languages.user_default, color_scheme }),
      });
    expect((await setScheme('dark')).status).toBe(200);
    try {
      await useSessionToken(page, server.origin, token);
      await page.goto(at('/tags'), { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      expect(await bodyBackground(page)).toBe('rgb(17, 19, 24)');
    } finally {
      await setScheme('default');
    }
  });
});
