import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The question lists in the browser: order, page and tag live in the URL; a page of questions_page_size.
let site: QaSite;
const pageSize = constants.question_pages.questions_page_size;
const created = pageSize + 5;
// what the list holds: the questions asked here and, oldest, the site's starter questions
let total = created;
const titles: string[] = [];
let scoredTitle = '';

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  total += (await site.api<{ count: number }>(null, 'GET', '/question/page?page_size=1')).count;
  // The admin may create tags while asking; every third question is about gardens.
  for (let index = 1; index <= created; index += 1) {
    const title = `Question number ${index} about ${index % 3 === 0 ? 'gardens' : 'kitchens'}`;
    const tag = index % 3 === 0 ? 'gardens' : 'kitchens';
    await site.api(site.admin, 'POST', '/question', {
      title,
      content: `The body of question ${index}, long enough.`,
      tags: [{ slug_name: tag, display_name: tag }],
    });
    titles.push(title);
  }
  // A member with enough reputation to vote puts one older question on top of the score order.
  const voter = await site.member('Valerie Voter');
  site.setReputation(voter, 1000);
  const page = await site.api<{ list: { id: string; title: string }[] }>(
    null,
    'GET',
    `/question/page?order=newest&page=2&page_size=${pageSize}`,
  );
  const older = page.list[0]!;
  await site.api(voter, 'POST', '/vote/up', { object_id: older.id });
  scoredTitle = older.title;
});

test('the newest questions come first, a page at a time, and the page is in the URL', async ({ page }) => {
  await gotoHydrated(page, site.at('/questions'));
  await expect(page.getByRole('heading', { level: 1, name: en['questions_ui.list.title'] })).toBeVisible();
  await expect(page.getByText(`${total} questions`)).toBeVisible();
  const questionLinks = page.locator('.question-list .question-item-title a');
  await expect(questionLinks).toHaveCount(pageSize);
  await expect(questionLinks.first()).toHaveText(titles.at(-1)!);

  const pages = page.getByRole('navigation', { name: en['questions_ui.pagination.label'] });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(site.at('/questions?page=2'));
  await expect(questionLinks).toHaveCount(total - pageSize);
  await expect(questionLinks.first()).toHaveText(titles[created - pageSize - 1]!);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A link keeps the page: opened afresh, the same questions show.
  await page.reload();
  await expect(questionLinks).toHaveCount(total - pageSize);
});

test('the score order puts the upvoted question first and keeps the order in the URL', async ({ page }) => {
  await gotoHydrated(page, site.at('/questions'));
  const sorts = page.getByRole('navigation', { name: en['questions_ui.sort.label'] });
  await sorts.getByRole('link', { name: en['questions_ui.sort.score'] }).click();
  await expect(page).toHaveURL(site.at('/questions?order=score'));
  await expect(sorts.getByRole('link', { name: en['questions_ui.sort.score'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const first = page.locator('.question-item').first();
  await expect(first.getByRole('link').first()).toHaveText(scoredTitle);
  await expect(first.getByText('1 vote', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator('.question-item').first().getByRole('link').first()).toHaveText(scoredTitle);

  // Every question asked here is still unanswered; the starter questions have their answers.
  await sorts.getByRole('link', { name: en['questions_ui.sort.unanswered'] }).click();
  await expect(page).toHaveURL(site.at('/questions?order=unanswered'));
  await expect(page.getByText(`${created} questions`)).toBeVisible();
});

test('a tag on a question leads to its page; the list filtered by a tag can be cleared', async ({ page }) => {
  await gotoHydrated(page, site.at('/questions'));
  const tagged = titles.filter((title) => title.endsWith('gardens'));
  await page.locator('.question-list').getByRole('link', { name: 'gardens', exact: true }).first().click();
  await expect(page).toHaveURL(site.at('/tags/gardens'));
  await expect(page.locator('.question-list .question-item-title a')).toHaveCount(tagged.length);

  await gotoHydrated(page, site.at('/questions?tag=gardens'));
  await expect(page.getByText('Questions tagged [gardens]')).toBeVisible();
  await expect(page.getByText(`${tagged.length} questions`)).toBeVisible();
  const questionLinks = page.locator('.question-list .question-item-title a');
  await expect(questionLinks).toHaveCount(tagged.length);
  for (const title of await questionLinks.allTextContents()) expect(title).toMatch(/gardens$/);

  await page.getByRole('link', { name: en['questions_ui.list.clear_tag'] }).click();
  await expect(page).toHaveURL(site.at('/questions'));
  await expect(page.getByText(`${total} questions`)).toBeVisible();
});

test('the hot questions of the week sit beside the list, six at most', async ({ page }) => {
  await gotoHydrated(page, site.at('/'));
  const hot = page.getByRole('complementary', { name: en['questions_ui.hot.title'] });
  await expect(hot.getByRole('listitem')).toHaveCount(constants.hot_questions.page_size);
});

test('an unknown tag shows the empty state', async ({ page }) => {
  await gotoHydrated(page, site.at('/questions?tag=no-such-tag'));
  await expect(page.getByText(en['questions_ui.list.empty_tag'])).toBeVisible();
});

test('the featured list holds the questions an admin featured, and only those', async ({ page }) => {
  const listed = await site.api<{ list: { id: string; title: string }[] }>(
    null,
    'GET',
    '/question/page?order=newest&page_size=2',
  );
  const chosen = listed.list[1]!;
  const featured = await site.server.call(
    'PUT',
    `${constants.admin_api_prefix}/question/featured`,
    { question_id: chosen.id, featured: true },
    site.admin.token,
  );
  expect(featured.code).toBe(200);
  await gotoHydrated(page, site.at('/featured'));
  await expect(page.getByRole('heading', { level: 1, name: en['questions_ui.list.featured_title'] })).toBeVisible();
  await expect(page.locator('.question-list .question-item-title a')).toHaveText([chosen.title]);
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();
});

test('on a phone the orders stay one row, and the current one is scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoHydrated(page, site.at('/questions?order=unanswered'));
  const orders = page.getByRole('navigation', { name: en['questions_ui.sort.label'] });
  const links = orders.getByRole('link');
  await expect(links).toHaveCount(constants.sorts.questions.length);
  const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const current = orders.getByRole('link', { name: en['questions_ui.sort.unanswered'] });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // a scroll range is whole pixels while a tab's edge may fall between two: a fraction of a pixel may stay hidden
  await expect(current).toBeInViewport({ ratio: 0.99 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
