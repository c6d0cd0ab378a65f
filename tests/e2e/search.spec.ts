import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Finding a question in the browser: by its [tag] and by words typed in the header's search box.
let site: QaSite;
const title = 'Composting coffee grounds in winter';
const other = 'Pruning apple trees in spring';

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  // the admin creates the tag by asking with it; a member asks with the tag the admin made
  await site.api(site.admin, 'POST', '/question', {
    title: other,
    content: 'When should apple trees be pruned?',
    tags: [{ slug_name: 'orchards', display_name: 'orchards' }],
  });
  await site.api(site.admin, 'POST', '/question', {
    title: 'Tag seed question for compost',
    content: 'Creates the compost tag.',
    tags: [{ slug_name: 'compost', display_name: 'compost' }],
  });
  const member = await site.member('Carla Compost');
  await site.api(member, 'POST', '/question', {
    title,
    content: 'Do coffee grounds still break down when it freezes?',
    tags: [{ slug_name: 'compost' }],
  });
});

test('words typed in the header search box find the question, and its link opens it', async ({ page }) => {
  await gotoHydrated(page, site.at('/questions'));
  const box = page.getByRole('search').getByRole('searchbox', { name: en['search_ui.box.label'] });
  await box.fill('coffee winter');
  await box.press('Enter');
  await expect(page).toHaveURL(site.at('/search?q=coffee+winter'));
  await expect(page.getByRole('heading', { level: 1, name: 'Results for coffee winter' })).toBeVisible();
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  const results = page.locator('.question-list .question-item-title a');
  await expect(results).toHaveText([title]);
  await expect(box).toHaveValue('coffee winter');
  const tips = page.getByRole('complementary', { name: en['search_ui.tips.title'] });
  await expect(tips.locator('code')).toContainText(['[tag]', 'user:username', 'user:me', 'score:3']);
  await results.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a pasted query longer than the bound is searched cut at a word boundary, and the page says so', async ({
  page,
}) => {
  await gotoHydrated(page, site.at('/questions'));
  const box = page.getByRole('search').getByRole('searchbox', { name: en['search_ui.box.label'] });
  // a word and a pasted SHA-256: longer than the bound, which must not refuse it
  await box.fill('coffee 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for coffee' })).toBeVisible();
  const notice = en['search_ui.shortened']
    .replace('{max}', String(constants.search.query_max))
    .replace('{query}', 'coffee');
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(page.locator('.question-list .question-item-title a')).toHaveText([title]);
});

test('[tag] finds the questions with that tag, in the order of the chosen tab', async ({ page }) => {
  await gotoHydrated(page, site.at(`/search?q=${encodeURIComponent('[compost]')}`));
  const results = page.locator('.question-list .question-item-title a');
  await expect(results).toHaveText([title, 'Tag seed question for compost']);
  await page
    .getByRole('navigation', { name: en['search_ui.sort.label'] })
    .getByRole('link', { name: en['search_ui.sort.newest'] })
    .click();
  await expect(page).toHaveURL(/order=newest/);
  await expect(results).toHaveText([title, 'Tag seed question for compost']);
  await expect(page.getByRole('link', { name: 'compost' }).first()).toBeVisible();
});

test('a search that matches nothing says so', async ({ page }) => {
  await gotoHydrated(page, site.at('/search?q=nonexistentword'));
  await expect(page.getByText(en['search_ui.empty'])).toBeVisible();
});
