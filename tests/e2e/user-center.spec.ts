import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startAgentDirectory, type AgentDirectory } from '../support/agent-directory.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated, waitForHydration } from './support/hydration.ts';
import { test } from './support/test.ts';

// Signing in with a user-center agent (tests/fixtures/plugins/test_agent and its workplace directory on
// loopback): a visitor who clicks Log in lands on the agent's page, the agent's callback signs them in and
// they come back where they set out from; with the original user system kept, the login form still works.
let site: QaSite;
let directory: AgentDirectory;

// the machine these run on is shared; pages may take longer than the default 5 s to come
const expect = baseExpect.configure({ timeout: 20_000 });

const PLUGINS_DIR = fileURLToPath(new URL('../fixtures/plugins', import.meta.url));
const dana = { external_id: 'w-7', email: 'dana@example.org', display_name: 'Dana Workplace' };

test.use({ colorScheme: 'light' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  directory = await startAgentDirectory([dana]);
  site = await startQaSite(siteServers, { PLUGINS_DIR });
});

test.afterAll(async () => {
  await directory?.close();
});

async function setAgent(originalUserSystem: boolean) {
  const put = (path: string, body: unknown) =>
    site.server.call('PUT', `${constants.admin_api_prefix}${path}`, body, site.admin.token);
  const config = { agent_url: directory.url, original_user_system: originalUserSystem };
  expect((await put('/plugin/config', { plugin_slug_name: 'test_agent', config_fields: config })).code).toBe(200);
  expect((await put('/plugin/status', { plugin_slug_name: 'test_agent', enabled: true })).code).toBe(200);
}

const logInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: en['account.header.log_in'] });

test('a visitor clicking Log in lands on the agent, whose callback signs them in and brings them back', async ({
  page,
}) => {
  await setAgent(false);
  await gotoHydrated(page, site.at('/tags'));
  // pressing Log in before the page is taken over is auth-accounts' case; here the press is the app's
  await waitForHydration(page);
  await logInLink(page).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${directory.url}/login?`));
  await expect(page.getByRole('heading', { name: 'Test Workplace' })).toBeVisible();

  await page.getByRole('link', { name: `Sign in as ${dana.display_name}` }).click();
  await expect(page).toHaveURL(site.at('/tags'));
  await expect(page.getByRole('banner').getByText(dana.display_name)).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === constants.session.cookie.name);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test("the agent's settings page replaces the profile form, and its links show on the person's page", async ({
  page,
}) => {
  await setAgent(false);
  await gotoHydrated(page, site.at('/'));
  await logInLink(page).click();
  await page.getByRole('link', { name: `Sign in as ${dana.display_name}` }).click();
  await expect(page.getByRole('banner').getByText(dana.display_name)).toBeVisible();

  const goTo = en['user_center.goto_settings'].replace('{agent_name}', 'Test Workplace');
  await gotoHydrated(page, site.at('/users/settings/profile'));
  await expect(page.getByRole('link', { name: goTo })).toHaveAttribute(
    'href',
    `${directory.url}/people/${dana.external_id}/profile`,
  );
  await expect(page.getByLabel(en['settings.profile.display_name.label'])).toHaveCount(0);

  // the agent keeps no account page: the site's own forms stay
  await gotoHydrated(page, site.at('/users/settings/account'));
  await expect(page.getByRole('heading', { name: en['settings.password.title'] })).toBeVisible();
  await expect(page.getByRole('link', { name: goTo })).toHaveCount(0);

  const { username } = site.server
    .database()
    .prepare('select username from users where e_mail = ?')
    .get(dana.email) as { username: string };
  await gotoHydrated(page, site.at(`/users/${username}`));
  const links = page.getByRole('list', {
    name: en['user_center.branding_label'].replace('{agent_name}', 'Test Workplace'),
  });
  await expect(links.getByRole('link', { name: 'Workplace profile' })).toHaveAttribute(
    'href',
    `${directory.url}/people/${dana.external_id}`,
  );
});

test('a refused sign-in shows the auth-failed page; the auth page shows the QR tip', async ({ page }) => {
  await setAgent(false);
  await gotoHydrated(page, `${site.server.baseURL}${constants.user_center.login_callback_path}?ticket=unknown`);
  await expect(page).toHaveURL(site.at('/user-center/auth-failed'));
  await expect(page.getByRole('alert')).toHaveText(en['plugin.login_failed']);

  await page.getByRole('link', { name: en['user_center.try_again'] }).click();
  await expect(page).toHaveURL(site.at('/user-center/auth'));
  await expect(page.getByText(en['plugin.qr_tip'].replace('{agent_name}', 'Test Workplace'))).toBeVisible();
  const onward = page.getByRole('link', { name: en['user_center.continue'].replace('{agent_name}', 'Test Workplace') });
  await expect(onward).toHaveAttribute('href', new RegExp(`^${directory.url}/login\\?`));

  // inside the workplace app the page goes straight to the agent
  await gotoHydrated(page, site.at(`/user-center/auth?${constants.user_center.app_variant_param}=1`));
  await expect(page).toHaveURL((url) => url.href.startsWith(`${directory.url}/login?`));
});

test('with the original user system kept, the login form still signs people in', async ({ page }) => {
  await setAgent(true);
  const member = await site.member('Form Person');
  await gotoHydrated(page, site.at('/'));
  await logInLink(page).click();
  await expect(page).toHaveURL(site.at('/users/login'));
  await site.logIn(page, member);
  await expect(page.getByRole('banner').getByText(member.name)).toBeVisible();
});
