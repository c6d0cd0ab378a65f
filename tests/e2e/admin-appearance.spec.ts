import { expect, type Browser, type Page } from '@playwright/test';
import { installSite, signInByApi } from './support/installed-site.ts';
import type { PrivateServer } from './support/private-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// An admin changes the theme, the custom code and the logo on the admin pages; a visitor sees each.
// This file installs a site, so it runs on a server of its own (see support/private-server.ts).
let server: PrivateServer;
const SITE_NAME = 'Appearance Test';
const admin = { name: 'Ada Admin', email: 'ada@example.org', password: 'correct horse battery' };
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ colorScheme: 'light' });
// each test loads admin pages and fresh visitors' pages, slow on a busy machine
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ siteServers }) => {
  // a server process of its own starts slowly on a busy machine
  test.setTimeout(120_000);
  server = await siteServers.start();
  await installSite(server.origin, admin, SITE_NAME);
});

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
  await gotoHydrated(page, `${server.origin}${appPath(path)}`);
}

async function saveAndSeeToast(page: Page): Promise<void> {
  // an earlier save's toast may still be showing (or just leaving), so the save is known by its answer
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/answer/admin/api/'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Update successfully.', { exact: true }).last()).toBeVisible();
}

/** The question list as a new visitor sees it (no session, nothing chosen), in a light system scheme. */
async function visit(browser: Browser): Promise<Page> {
  const visitor = await browser.newPage({ colorScheme: 'light' });
  await gotoHydrated(visitor, `${server.origin}${appPath('/questions')}`);
  // a first visit loads the whole app, which takes a while on a busy machine
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  return visitor;
}

test('a new primary colour, header style and default scheme reach a new visitor through the design tokens', async ({
  page,
  browser,
}) => {
  const before = await visit(browser);
  const header = before.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgb(0, 51, 255)');
  await before.close();

  await openAsAdmin(page, '/admin/themes');
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#aa3300');
  await saveAndSeeToast(page);

  const visitor = await visit(browser);
  await expect(visitor.getByRole('banner')).toHaveCSS('background-color', 'rgb(170, 51, 0)');
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Ask question' })).toHaveCSS(
    'background-color',
    'rgb(170, 51, 0)',
  );
  await expect(visitor.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await visitor.close();

  await page.getByLabel('Default colour scheme').selectOption({ label: 'Dark' });
  await page.getByLabel('Header style').selectOption({ label: 'Light' });
  await saveAndSeeToast(page);
  const later = await visit(browser);
  await expect(later.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect(later.getByRole('banner')).not.toHaveCSS('background-color', 'rgb(170, 51, 0)');
  await later.close();

  // an invalid colour is refused next to its field
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('red');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Give a colour as #rrggbb, for example #0033ff.')).toBeVisible();
});

test('the custom footer and a custom CSS rule show on a public page', async ({ page, browser }) => {
  await openAsAdmin(page, '/admin/css-html');
  // .tags-count is also styled by the tag list's own stylesheet, which comes after the custom CSS
  await page
    .getByLabel('Custom CSS')
    .fill('.powered-by { color: rgb(1, 2, 3); }\n.tags-count { color: rgb(4, 5, 6); }');
  await page.getByLabel('Custom footer').fill('<p class="harbour-note">Harbour footer text</p>');
  await page.getByLabel('Custom head', { exact: true }).fill('<meta name="harbour-verify" content="e2e">');
  await saveAndSeeToast(page);

  const visitor = await visit(browser);
  await expect(visitor.getByText('Harbour footer text')).toBeVisible();
  await expect(visitor.locator('.powered-by')).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(visitor.locator('head meta[name="harbour-verify"]')).toHaveAttribute('content', 'e2e');
  // the custom CSS wins over a page's own stylesheet: reached in the app, and drawn by the server
  await visitor.getByRole('navigation').getByRole('link', { name: 'Tags' }).first().click();
  await expect(visitor.locator('.tags-count')).toHaveCSS('color', 'rgb(4, 5, 6)');
  await gotoHydrated(visitor, `${server.origin}${appPath('/tags')}`);
  await expect(visitor.locator('.tags-count')).toHaveCSS('color', 'rgb(4, 5, 6)');
  await visitor.close();
});

test('the custom header is drawn above the site header and the custom footer inside the footer', async ({
  page,
  browser,
}) => {
  await openAsAdmin(page, '/admin/css-html');
  await page.getByLabel('Custom header').fill('<p class="harbour-banner">Harbour header notice</p>');
  await page.getByLabel('Custom footer').fill('<p class="harbour-note">Harbour footer text</p>');
  await saveAndSeeToast(page);
  await page.reload();
  await expect(page.getByLabel('Custom header')).toHaveValue('<p class="harbour-banner">Harbour header notice</p>');

  // in the app, and on the page the server draws (scripts off)
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ colorScheme: 'light', javaScriptEnabled });
    const visitor = await context.newPage();
    const questions = `${server.origin}${appPath('/questions')}`;
    await (javaScriptEnabled ? gotoHydrated(visitor, questions) : visitor.goto(questions));
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const notice = visitor.getByText('Harbour header notice');
    const banner = visitor.getByRole('banner');
    expect((await notice.boundingBox())!.y).toBeLessThan((await banner.boundingBox())!.y);
    // the admin's footer is part of the footer: on its background, centred like the footer's own lines
    const footer = visitor.getByRole('contentinfo');
    const note = footer.getByText('Harbour footer text');
    await expect(note).toBeVisible();
    await expect(note).toHaveCSS('text-align', 'center');
    const [noteBox, footerBox] = [(await note.boundingBox())!, (await footer.boundingBox())!];
    expect(Math.abs(noteBox.x + noteBox.width / 2 - (footerBox.x + footerBox.width / 2))).toBeLessThan(2);
    await context.close();
  }
});

test('an uploaded logo replaces the site name in the header, and the favicon is linked', async ({ page, browser }) => {
  await openAsAdmin(page, '/admin/branding');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Current image' })).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:\d+\/answer\/uploads\/branding\/[0-9a-f]+\.png$/,
  );
  await page.getByLabel('Favicon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Current image' })).toHaveCount(2);
  await saveAndSeeToast(page);

  const visitor = await visit(browser);
  const logo = visitor.getByRole('banner').getByRole('img', { name: SITE_NAME });
  await expect(logo).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/answer\/uploads\/branding\/[0-9a-f]+\.png$/);
  // the image arrives after its element: wait until it has loaded and decoded
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  await expect(visitor.locator('head link[rel="icon"]')).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/answer\/uploads\/branding\//,
  );
  await visitor.close();
});

test('the privileges page shows the levels and saves a custom rank', async ({ page }) => {
  await openAsAdmin(page, '/admin/privileges');
  await expect(page.getByRole('radio', { name: /Level 2/ })).toBeChecked();
  await expect(page.getByRole('row', { name: /Upvote a question 8/ })).toBeVisible();
  await page.getByRole('radio', { name: /Custom/ }).check();
  await page.getByLabel('Upvote a question').fill('3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update successfully.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Custom/ })).toBeChecked();
  await expect(page.getByLabel('Upvote a question')).toHaveValue('3');
});
