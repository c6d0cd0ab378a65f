import { expect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { allowProfileEdits, installSite, signInByApi } from './support/installed-site.ts';
import type { PrivateServer } from './support/private-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// This file installs a site, so it runs on a server of its own (see support/private-server.ts).
let server: PrivateServer;
const admin = { name: 'Ada Admin', email: 'ada@example.org', password: 'correct horse battery' };
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  server = await siteServers.start();
  await installSite(server.origin, admin, 'Settings Test');
  // The account page's email change is guarded by the captcha, which has its own tests; an admin switches it off.
  const token = await signInByApi(server.origin, admin);
  const switched = await fetch(`${server.origin}${constants.admin_api_prefix}/plugin/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ plugin_slug_name: constants.captcha.plugin_slug, enabled: false }),
  });
  expect(switched.status).toBe(200);
  await allowProfileEdits(server.origin, token);
});

/** Signs in through the API and leaves the token where the server keeps the web app's session (its cookie). */
async function signIn(page: Page): Promise<void> {
  await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
}

test('an uploaded profile picture shows at once and is still there after saving and reloading', async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, `${server.origin}${appPath('/users/settings/profile')}`);
  await page
    .getByLabel('Upload a new picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const preview = page.getByRole('img', { name: 'Your current profile picture' });
  await expect(preview).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/answer\/uploads\/[0-9a-f]+\.png$/);
  await expect(page.getByLabel('Uploaded picture')).toBeChecked();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page
    .getByLabel('Upload a new picture')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Only PNG, JPEG, GIF and WebP images are allowed.')).toBeVisible();
});

test('a signed-in person changes their display name and colour scheme, and both stay after a reload', async ({
  page,
  browser,
}) => {
  await signIn(page);

  await gotoHydrated(page, `${server.origin}${appPath('/users/settings/profile')}`);
  const displayName = page.getByLabel('Display name');
  await expect(displayName).toHaveValue(admin.name);
  await displayName.fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Interface settings' }).click();
  await page.getByRole('main').getByLabel('Colour scheme').selectOption({ label: 'Dark' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await gotoHydrated(page, `${server.origin}${appPath('/users/settings/profile')}`);
  await expect(page.getByLabel('Display name')).toHaveValue('Ada Lovelace');

  // A browser that only holds the token shows the account's own choice, stored on the server.
  const fresh = await browser.newPage({ colorScheme: 'light' });
  await signIn(fresh);
  await gotoHydrated(fresh, `${server.origin}${appPath('/users/settings/interface')}`);
  await expect(fresh.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await fresh.close();
});

test('notification emails are chosen per source in their own group and the choice stays after a reload', async ({
  page,
}) => {
  await signIn(page);
  await gotoHydrated(page, `${server.origin}${appPath('/users/settings/notify')}`);
  const allQuestions = page.getByRole('group', { name: 'Send me an email for every new question.' });
  const inbox = page.getByRole('group', { name: /answers my question/ });
  // New accounts get inbox emails and no new-question emails (answer-api-facts §4.12).
  await expect(inbox.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(allQuestions.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();

  await allQuestions.getByRole('checkbox', { name: 'Email' }).check();
  await inbox.getByRole('checkbox', { name: 'Email' }).uncheck();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Send me an email for every new question.' })
      .getByRole('checkbox', { name: 'Email' }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: /answers my question/ }).getByRole('checkbox', { name: 'Email' }),
  ).not.toBeChecked();
});

test('the account page sends an email change link and changes the password after a matching confirmation', async ({
  page,
}) => {
  await signIn(page);
  await gotoHydrated(page, `${server.origin}${appPath('/users/settings/account')}`);
  await page.getByLabel('New email').fill('ada.new@example.org');
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(page.getByText('Sent successfully', { exact: true })).toBeVisible();

  await page.getByLabel('Current password').fill(admin.password);
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a different password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully.', { exact: true })).toBeVisible();
  const login = await fetch(`${server.origin}/answer/api/v1/user/login/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ e_mail: admin.email, pass: 'a brand new password' }),
  });
  expect(login.status).toBe(200);
});
