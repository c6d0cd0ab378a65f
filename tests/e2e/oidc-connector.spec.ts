import { expect as baseExpect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Sign-in with the built-in OpenID Connect connector against a real provider (oidc-provider) on the
// loopback: an admin sets it up in the admin area, a colleague signs up with it, a member links and
// removes it in their settings, a refusal at the provider is told why, and a replayed callback ends on the
// server error page.
let site: QaSite;
let provider: TestOidcProvider;

const expect = baseExpect.configure({ timeout: 20_000 });
const SLUG = constants.connector.oidc_slug;
const BUTTON = en['connector.button'].replace('{auth_name}', 'Test ID');
const REMOVE = en['connector.remove'].replace('{auth_name}', 'Test ID');

test.use({ colorScheme: 'light' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  provider = await startOidcProvider({
    redirectUris: [`${site.server.baseURL}${constants.base_path}${constants.connector.redirect_path}/${SLUG}`],
    accounts: [
      {
        sub: 'grace-1',
        email: 'grace@example.org',
        email_verified: true,
        name: 'Grace Hopper',
        preferred_username: 'grace',
      },
      { sub: 'heidi-1', name: 'Heidi' },
    ],
  });
});

test.afterAll(async () => {
  await provider?.close();
});

/** At the provider: picks the account on its sign-in page, then answers its consent page. */
async function atProvider(page: Page, account: string, decision: 'Allow' | 'Deny' = 'Allow') {
  await expect(page.getByRole('heading', { name: 'Sign in at the test provider' })).toBeVisible();
  await page.getByLabel('Account').selectOption(account);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Allow access?' })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
}

test('an admin sets the connector up in the admin area', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/installed-plugins'));
  const control = page.getByRole('switch', {
    name: en['admin_plugins.switch_label'].replace('{name}', 'OpenID Connect'),
  });
  await control.click();
  await expect(control).toBeChecked();

  await gotoHydrated(page, site.at(`/admin/${SLUG}`));
  await page.getByLabel(en['connector.oidc.issuer.title']).fill(provider.issuer);
  await page.getByLabel(en['connector.oidc.client_id.title']).fill(provider.clientId);
  await page.getByLabel(en['connector.oidc.client_secret.title']).fill(provider.clientSecret);
  await page.getByLabel(en['connector.oidc.button_name.title']).fill('Test ID');
  await page.getByRole('button', { name: en['admin_plugins.config.save'] }).click();
  await expect(page.getByText(en['admin_plugins.config.saved'], { exact: true })).toBeVisible();

  // the secret is not shown again
  await page.reload();
  await expect(page.getByLabel(en['connector.oidc.client_secret.title'])).toHaveValue('');
  await expect(page.getByLabel(en['connector.oidc.client_id.title'])).toHaveValue(provider.clientId);
});

test('a colleague signs in with the provider and gets a new account bound by email', async ({ page }) => {
  await gotoHydrated(page, site.at('/users/login'));
  await page.getByRole('link', { name: BUTTON }).click();
  await atProvider(page, 'grace-1');
  await expect(page).toHaveURL(site.at('/'));
  await gotoHydrated(page, site.at('/users/settings/account'));
  await expect(page.getByText('grace@example.org')).toBeVisible();
  await expect(page.getByText(`Test ID: ${en['connector.settings.linked']}`)).toBeVisible();
});

test('a member links the provider from their settings, then removes it', async ({ page }) => {
  const member = await site.member('Linking Member');
  await site.signIn(page, member);
  await gotoHydrated(page, site.at('/users/settings/account'));
  await page.getByRole('link', { name: BUTTON }).click();
  await atProvider(page, 'heidi-1');
  await expect(page).toHaveURL(site.at('/users/settings/account'));
  await page.getByRole('button', { name: REMOVE }).click();
  await expect(
    page.getByText(en['connector.settings.removed'].replace('{auth_name}', 'Test ID'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
});

test('a person who denies access at the provider is told why the login failed', async ({ page }) => {
  await gotoHydrated(page, site.at('/users/login'));
  await page.getByRole('link', { name: BUTTON }).click();
  await atProvider(page, 'grace-1', 'Deny');
  await expect(page.getByRole('alert')).toHaveText(en['connector.email_denied']);
  await expect(page.getByRole('link', { name: en['connector.landing.back'] })).toBeVisible();
});

test('a replayed callback is refused on the server error page', async ({ page }) => {
  const redirectPath = `${constants.base_path}${constants.connector.redirect_path}/`;
  let callback = '';
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(redirectPath)) callback = request.url();
  });
  await gotoHydrated(page, site.at('/users/login'));
  await page.getByRole('link', { name: BUTTON }).click();
  await atProvider(page, 'grace-1');
  await expect(page).toHaveURL(site.at('/'));
  expect(callback).not.toBe('');
  await gotoHydrated(page, callback);
  await expect(page).toHaveURL(site.at(constants.connector.error_page));
  await expect(page.getByRole('heading', { name: en['error_page.server_error.title'] })).toBeVisible();
  await expect(page.getByText(en['error_page.server_error.message'])).toBeVisible();
});
