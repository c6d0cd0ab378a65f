import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// A plugin package from a folder (the README's example, tests/fixtures/plugins/hello_page): an admin
// turns it on and its page appears in the side-nav layout, off and the page is the 404 page; a member
// keeps their own settings of it on /users/settings/hello_page, drawn by the generic form.
let site: QaSite;

// the machine these run on is shared; pages may take longer than the default 5 s to come
const expect = baseExpect.configure({ timeout: 20_000 });

const PLUGINS_DIR = fileURLToPath(new URL('../fixtures/plugins', import.meta.url));
const switchLabel = en['admin_plugins.switch_label'].replace('{name}', 'Hello page');

test.use({ colorScheme: 'light' });
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers, { PLUGINS_DIR });
});

async function switchPlugin(page: Page, on: boolean) {
  await gotoHydrated(page, site.at('/admin/installed-plugins'));
  const control = page.getByRole('switch', { name: switchLabel });
  await expect(control).toBeVisible();
  if ((await control.isChecked()) !== on) await control.click();
  await expect(control).toBeChecked({ checked: on });
}

const notFoundHeading = (page: Page) => page.getByRole('heading', { name: en['error_page.not_found.title'] });

test('an admin turns the route plugin on and its page appears; off and it is the 404 page', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/plugins/hello'));
  await expect(notFoundHeading(page)).toBeVisible();

  await switchPlugin(page, true);
  await gotoHydrated(page, site.at('/plugins/hello'));
  await expect(page.getByRole('heading', { level: 1, name: 'Hello page' })).toBeVisible();
  await expect(page.getByText(/^Visits so far: \d+$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: en['layout.settings_navigation'] })).toBeVisible();

  await switchPlugin(page, false);
  await gotoHydrated(page, site.at('/plugins/hello'));
  await expect(notFoundHeading(page)).toBeVisible();
});

test('a member keeps their own settings of the plugin, checked as the server checks them', async ({ page }) => {
  await site.signIn(page, site.admin);
  await switchPlugin(page, true);
  const member = await site.member('Plugin Person');
  await page.context().clearCookies();
  await site.signIn(page, member);

  await gotoHydrated(page, site.at('/users/settings/profile'));
  const nav = page.getByRole('navigation', { name: en['layout.settings_navigation'] });
  await nav.getByRole('link', { name: 'Hello page' }).click();
  await expect(page).toHaveURL(site.at('/users/settings/hello_page'));
  await expect(page.getByRole('heading', { level: 1, name: 'Hello page' })).toBeVisible();
  const greeting = page.getByRole('textbox', { name: 'Greeting' });
  await expect(greeting).toHaveValue('Hello');

  await greeting.fill('x'.repeat(21));
  await page.getByRole('button', { name: en['admin_plugins.config.save'] }).click();
  await expect(page.getByText(en['validation.plugin_config.max_length'].replace('{limit}', '20'))).toBeVisible();

  await greeting.fill('Hiya');
  await page.getByRole('checkbox', { name: 'Shout' }).check();
  await page.getByRole('button', { name: en['admin_plugins.config.save'] }).click();
  await expect(page.getByText(en['settings.saved'], { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Hiya');
  await expect(page.getByRole('checkbox', { name: 'Shout' })).toBeChecked();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/plugin-settings-${colorScheme}-${width}.png`, fullPage: true });
    }
  }
});
