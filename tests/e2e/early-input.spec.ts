import { expect, type Page } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { holdScripts, waitForHydration } from './support/hydration.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { test } from './support/test.ts';

// A person on a slow connection types or presses on a page the server drew before its scripts have taken it
// over. What they typed must survive hydration, and what they pressed must do what it says. (The tag filter's
// own case is in tags.spec.ts, the ranking's period in users-ranking.spec.ts.)
let site: QaSite;
const TITLE = 'How were lighthouse lenses kept clean?';

test.beforeAll(async ({ siteServers }) => {
  site = await startQaSite(siteServers);
  await site.api(site.admin, 'POST', '/question', {
    title: TITLE,
    content: 'Salt spray and soot dulled the lens within a day.',
    tags: [{ slug_name: 'lighthouses', display_name: 'lighthouses' }],
  });
});

const headerSearch = (page: Page) =>
  page.getByRole('search').getByRole('searchbox', { name: en['search_ui.box.label'] });

test('words typed into the header search before hydration stay in the box and are what Enter searches', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(site.at('/tags'), { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
  await headerSearch(page).pressSequentially('lenses');
  await release();
  await waitForHydration(page);
  await expect(headerSearch(page)).toHaveValue('lenses');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(site.at('/search?q=lenses'));
  await expect(page.locator('main').getByRole('link', { name: TITLE })).toBeVisible();
});

test('a search sent from the header before hydration is carried out by the browser itself', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(site.at('/tags'), { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
  await headerSearch(page).pressSequentially('lenses');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(site.at('/search?q=lenses'));
  await release();
  await waitForHydration(page);
  await expect(headerSearch(page)).toHaveValue('lenses');
  await expect(page.locator('main').getByRole('link', { name: TITLE })).toBeVisible();
});

test('"Log in" pressed before hydration opens the login form, where the person signs in', async ({ page }) => {
  const member = await site.member('Early Erin');
  const release = await holdScripts(page);
  await page.goto(site.at('/tags'), { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
  await page.getByRole('link', { name: en['account.header.log_in'] }).click();
  await release();
  await expect(page).toHaveURL(new RegExp(`^${site.at('/users/login')}`));
  await page.getByLabel(en['user.field.e_mail.label']).fill(member.email);
  await page.getByLabel(en['user.field.pass.label']).fill(member.password);
  await page.getByRole('button', { name: en['user.login.submit'] }).click();
  await expect(page).not.toHaveURL(new RegExp(`^${site.at('/users/login')}`));
  await expect(page.getByRole('link', { name: en['account.header.log_in'] })).toHaveCount(0);
});
