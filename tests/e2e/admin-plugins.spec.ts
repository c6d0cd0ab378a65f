import { expect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The admin's plugin pages: the installed plugins with their filters and switches, and the captcha's
// settings drawn from its config fields, saved and read back after a reload.
let site: QaSite;

const CAPTCHA = constants.captcha.plugin_slug;
const captchaName = en['plugin_info.captcha_basic.name'];
const searchesTitle = en['plugin_config.captcha.action.search'];
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
});

async function pluginStatus(): Promise<Array<{ slug_name: string; enabled: boolean }>> {
  const answer = await site.server.call<Array<{ slug_name: string; enabled: boolean }>>(
    'GET',
    `${constants.api_prefix}/plugin/status`,
  );
  return answer.data;
}

async function captchaEnabled(): Promise<boolean | undefined> {
  return (await pluginStatus()).find((status) => status.slug_name === CAPTCHA)?.enabled;
}

const captchaSwitch = (page: Page) =>
  page.getByRole('switch', { name: fill(en['admin_plugins.switch_label'], { name: captchaName }) });

test('an admin switches the captcha off and on, and finds it under the matching filter', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/installed-plugins'));
  await expect(page.getByRole('heading', { level: 1, name: en['admin_plugins.heading'] })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(captchaName) })).toBeVisible();

  // The test site starts with the captcha off: switched on, then off again, each with its toast.
  await expect(captchaSwitch(page)).not.toBeChecked();
  await captchaSwitch(page).click();
  await expect(
    page.getByText(fill(en['admin_plugins.turned_on'], { name: captchaName }), { exact: true }),
  ).toBeVisible();
  await expect(captchaSwitch(page)).toBeChecked();
  expect(await captchaEnabled()).toBe(true);
  await captchaSwitch(page).press('Space');
  await expect(
    page.getByText(fill(en['admin_plugins.turned_off'], { name: captchaName }), { exact: true }),
  ).toBeVisible();
  await expect(captchaSwitch(page)).not.toBeChecked();
  expect(await captchaEnabled()).toBe(false);

  // each filter lists exactly the plugins the status call reports on or off
  const statuses = await pluginStatus();
  const countOf = (enabled: boolean) => statuses.filter((status) => status.enabled === enabled).length;
  const filters = page.getByRole('navigation', { name: en['admin_plugins.filter_label'] });
  await filters.getByRole('link', { name: en['admin_plugins.filter.inactive'], exact: true }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(captchaName) })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(countOf(false));
  await filters.getByRole('link', { name: en['admin_plugins.filter.active'], exact: true }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(en['plugin_info.database_search.name']) })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(captchaName) })).toHaveCount(0);
  await expect(page.getByRole('rowheader')).toHaveCount(countOf(true));
  await filters.getByRole('link', { name: en['admin_plugins.filter.outdated'] }).click();
  await expect(
    page.getByText(fill(en['admin_plugins.none_outdated'], { product: constants.product_name })),
  ).toBeVisible();
});

test('an admin changes a captcha threshold, sees the refusal and the toast, and the value is kept', async ({
  page,
}) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/installed-plugins'));
  await page.getByRole('link', { name: fill(en['admin_plugins.settings_of'], { name: captchaName }) }).click();
  await expect(page).toHaveURL(site.at(`/admin/${CAPTCHA}`));
  await expect(page.getByRole('heading', { level: 1, name: captchaName })).toBeVisible();

  const searches = page.getByLabel(searchesTitle);
  const countMin = constants.captcha.threshold_bounds.count_min;
  await searches.fill(String(countMin - 1));
  await page.getByRole('button', { name: en['admin_plugins.config.save'] }).click();
  await expect(page.getByText(fill(en['validation.plugin_config.minimum'], { limit: countMin }))).toBeVisible();

  await searches.fill('7');
  await page.getByRole('button', { name: en['admin_plugins.config.save'] }).click();
  await expect(page.getByText(en['admin_plugins.config.saved'], { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(searchesTitle)).toHaveValue('7');
});

test('a slug that is no plugin shows the 404 page', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/no_such_plugin'));
  // the 404 state comes once the plugin's settings were asked for and refused
  await expect(page.getByRole('heading', { level: 1, name: en['error_page.not_found.title'] })).toBeVisible({
    timeout: 15_000,
  });
});
