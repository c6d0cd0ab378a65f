import { expect, type Page } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { operationTable } from '../../generated/operations.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { test } from './support/test.ts';

// Public pages arrive drawn by the server and React takes them over as they are (hydration): the
// content is there before any script runs, the browser's first render matches it (no console error,
// no React #418/#419), the server's elements are kept (no flash), and the page then works as usual.
let site: QaSite;
let reader: Member;
let questionPath = '';
const TITLE = 'How were lighthouse lenses kept clean?';
const ANSWER = 'Keepers polished the Fresnel lens every morning with linen and spirits.';

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  const question = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: TITLE,
    content: 'Salt spray and soot dulled the **lens** within a day.',
    tags: [{ slug_name: 'lighthouses', display_name: 'lighthouses' }],
  });
  questionPath = `/questions/${question.id}/${question.url_title}`;
  await site.api(site.admin, 'POST', '/answer', { question_id: question.id, content: ANSWER });
  reader = await site.member('Rita Reader');
  site.setReputation(reader, 100);
});

/** Every console error and uncaught exception of the page, hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a page with its scripts held back, notes the server's heading element, then lets them run. */
async function openAndHydrate(page: Page, path: string): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.at(path), { waitUntil: 'commit' });
  await page.waitForSelector('main h1');
  await page.evaluate(() => {
    (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
  });
  release();
  await page.waitForLoadState('networkidle');
  // hydration keeps the server's elements; a fresh client render would have replaced them
  const kept = await page.evaluate(
    () => document.querySelector('main h1') === (window as unknown as { serverHeading: Element }).serverHeading,
  );
  expect(kept, `${path}: the server's heading was kept`).toBe(true);
}

const pages = () => [
  { path: questionPath, heading: TITLE, shows: ANSWER },
  { path: '/', heading: null, shows: TITLE },
  { path: '/questions', heading: null, shows: TITLE },
  { path: '/tags', heading: null, shows: 'lighthouses' },
  { path: '/tags/lighthouses', heading: 'Questions tagged lighthouses', shows: TITLE },
  { path: `/users/${site.admin.username}`, heading: null, shows: site.admin.username },
  { path: '/search?q=lenses', heading: null, shows: TITLE },
];

test('each public page type shows its content before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, shows } of pages()) {
    await page.goto(site.at(path));
    await expect(page.locator('main h1'), path).toBeVisible();
    if (heading) await expect(page.locator('main h1'), path).toHaveText(heading);
    if (shows) await expect(page.locator('main').getByText(shows).first(), path).toBeVisible();
  }
  await context.close();
});

test('each public page type hydrates without an error, for a visitor and a signed-in reader', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const signedIn of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) await site.signIn(page, reader);
    const errors = collectErrors(page);
    for (const { path } of pages()) await openAndHydrate(page, path);
    expect(errors, signedIn ? 'signed in' : 'visitor').toEqual([]);
    await context.close();
  }
});

test("a visitor's browser starts from the route loaders' data the page carries; a reader's asks again as them", async ({
  browser,
}) => {
  const loaderCalls = new Set<string>(
    (
      [
        'getQuestionInfo',
        'getAnswerPage',
        'getQuestionPage',
        'getTag',
        'getTagPage',
        'getPersonalUserInfo',
        'search',
      ] as const
    ).map((id) => operationTable[id].path),
  );
  for (const signedIn of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) await site.signIn(page, reader);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (loaderCalls.has(pathname)) asked.push(pathname);
    });
    if (signedIn) {
      await openAndHydrate(page, questionPath);
      expect(asked).toEqual(expect.arrayContaining([operationTable.getQuestionInfo.path]));
    } else {
      for (const { path } of pages()) await openAndHydrate(page, path);
      expect(asked).toEqual([]);
    }
    await context.close();
  }
});

test('a hydrated question page works: a signed-in reader votes, then moves on through the navigation', async ({
  page,
}) => {
  await site.signIn(page, reader);
  const errors = collectErrors(page);
  await openAndHydrate(page, questionPath);
  // the reader's own state came after the visitor's markup: the account menu replaces "Log in"
  await expect(page.getByRole('link', { name: en['account.header.log_in'] })).toHaveCount(0);
  const question = page.locator('article.question-post');
  await question.getByRole('button', { name: en['questions_ui.vote.up'] }).click();
  await expect(question.getByRole('group', { name: /^Votes:/ }).locator('output')).toHaveText('1');
  await page
    .getByRole('navigation', { name: en['layout.main_navigation'] })
    .getByRole('link', { name: 'Tags' })
    .click();
  await expect(page).toHaveURL(site.at('/tags'));
  await expect(page.locator('main').getByRole('link', { name: 'lighthouses' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a navigation whose page's data is slow shows the skeleton in its place after the delay, then the page", async ({
  page,
}) => {
  await openAndHydrate(page, '/questions');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${operationTable.getQuestionInfo.path}?**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('main').getByRole('link', { name: TITLE }).first().click();
  const skeleton = page.locator('main .page-skeleton .skeleton').first();
  await expect(skeleton).toBeVisible();
  await expect(page.locator('main .question-list')).toBeHidden();
  release();
  await expect(page.locator('main h1')).toHaveText(TITLE);
  await expect(skeleton).toHaveCount(0);
});
