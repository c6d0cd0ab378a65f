import { expect, type Locator, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { say } from './support/messages.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Issue 5 (tags, user pages and search) as two people do it in Chromium, in one sitting: the admin
// creates a tag; a member asks with it and bookmarks the question, finds it by [tag] and by words of
// its body, follows the tag, upvotes and accepts the admin's answer, and sees all of it on her own page.
let site: QaSite;
let member: Member;
const tag = {
  name: 'Sourdough Baking',
  slug: 'sourdough-baking',
  about: 'Starters, **levain** and long fermentation.',
};
const title = 'Why does my loaf come out flat?';
const body = 'My starter doubles overnight, yet the bread spreads sideways in the oven. The crumb is ';
const answerText = 'Shape it tighter and let the last rise happen in the fridge.';
// Upvoting takes reputation (the install's privilege level); no page grants it, so set-up gives it.
const startingReputation = constants.privileges.powers['answer.vote_up'][constants.install.privilege_level - 1]!;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  member = await site.member('Dana Dough');
  site.setReputation(member, startingReputation);
});

const questionPost = (page: Page) => page.locator('article.question-post');
const answerPost = (page: Page) => page.locator('.answer-post').first();
const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: en['search_ui.box.label'] });
const results = (page: Page) => page.locator('.question-list');
const profileTab = (page: Page, key: `users_ui.tabs.${string}` & keyof typeof en) =>
  page.getByRole('navigation', { name: en['users_ui.tabs.label'] }).getByRole('link', { name: en[key] });
/** a row of a personal page's list: what happened (its badge) and the question it happened on */
const row = (page: Page, badge: string) =>
  page.getByRole('listitem').filter({ hasText: badge }).getByRole('link', { name: title });

async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(site.at(`/search?${new URLSearchParams({ q: query })}`));
  await expect(page.getByRole('heading', { level: 1, name: say('search_ui.heading', { query }) })).toBeVisible();
}

/** one result, under the question's title (an answer's result bears its question's title too) */
async function expectFoundOnce(page: Page): Promise<Locator> {
  await expect(page.getByText(say('search_ui.count', { count: 1 }), { exact: true })).toBeVisible();
  const found = results(page).getByRole('link', { name: title });
  await expect(found).toHaveCount(1);
  return found;
}

test('an admin makes a tag; a member asks with it, finds the question, follows the tag and sees it all on her page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const page = await memberContext.newPage();

  // 1. The admin creates the tag from the tags page and lands on it.
  await site.logIn(admin, site.admin);
  await gotoHydrated(admin, site.at('/tags'));
  await admin.getByRole('link', { name: en['tags_ui.list.create'] }).click();
  await expect(admin.getByRole('heading', { level: 1, name: en['tag.create.title'] })).toBeVisible();
  await admin.getByLabel(en['tag.field.display_name.label']).fill(tag.name);
  await admin.getByLabel(en['tag.field.slug_name.label']).fill(tag.slug);
  await admin.getByLabel(en['tag.field.original_text.label']).fill(tag.about);
  await admin.getByRole('button', { name: en['tag.create.submit'] }).click();
  await expect(admin).toHaveURL(site.at(`/tags/${tag.slug}`));
  const about = admin.getByRole('region', { name: en['tags_ui.detail.about'] });
  await expect(
    admin.getByRole('heading', { level: 1, name: en['tags_ui.detail.title'].replace('{tag}', tag.name) }),
  ).toBeVisible();
  await expect(about).toContainText('Starters, levain and long fermentation.');
  await expect(admin.getByText(en['questions_ui.list.empty_tag'])).toBeVisible();

  // 2. The member asks with the tag picked from the suggestions, bolding words with the editor's shortcut.
  await site.logIn(page, member);
  await gotoHydrated(page, site.at('/questions'));
  await page.getByRole('main').getByRole('link', { name: en['questions_ui.list.ask'] }).click();
  await page.getByLabel(en['question.field.title.label']).fill(title);
  const editor = page.getByLabel(en['question.field.content.label']);
  await editor.fill(body);
  await editor.press('Control+b');
  await page.keyboard.type('dense and gummy');
  await expect(editor).toHaveValue(`${body}**dense and gummy**`);
  await expect(page.getByRole('region', { name: en['editor.preview.title'] }).locator('strong')).toHaveText(
    'dense and gummy',
  );
  const tags = page.getByRole('combobox', { name: en['question.field.tags.label'] });
  await tags.fill('sour');
  await page.getByRole('option', { name: tag.name }).click();
  await expect(page.getByRole('list', { name: en['ask.tags.chosen'] }).getByRole('listitem')).toHaveText([
    new RegExp(tag.name),
  ]);
  await page.getByRole('button', { name: en['ask.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questionUrl = page.url();
  await expect(questionPost(page).getByRole('link', { name: tag.name, exact: true })).toBeVisible();
  await expect(questionPost(page).locator('strong', { hasText: 'dense and gummy' })).toBeVisible();

  // She bookmarks it, for later.
  const bookmark = questionPost(page).getByRole('button', { name: en['questions_ui.tools.bookmark'] });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  // 3. She finds it by its tag in the header's search box, and by two words of its body typed there
  // again on the search page, where the box shows what she searched for.
  await search(page, `[${tag.slug}]`);
  await expectFoundOnce(page);
  await expect(searchBox(page)).toHaveValue(`[${tag.slug}]`);
  await search(page, 'overnight sideways');
  await expect(searchBox(page)).toHaveValue('overnight sideways');
  await expectFoundOnce(page);
  // A query it does not match finds nothing and says so: no answers carry the tag yet.
  await search(page, `[${tag.slug}] is:answer`);
  await expect(page.getByText(en['search_ui.empty'])).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await search(page, 'zeppelin quasar');
  await expect(page.getByText(en['search_ui.empty'])).toBeVisible();
  // The result's link opens the question.
  await search(page, `[${tag.slug}] overnight`);
  await (await expectFoundOnce(page)).click();
  await expect(page).toHaveURL(questionUrl);

  // 4. From the question's tag she reaches the tag's page, which lists it, and follows the tag.
  await questionPost(page).getByRole('link', { name: tag.name, exact: true }).click();
  await expect(page).toHaveURL(site.at(`/tags/${tag.slug}`));
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
  const follow = page.getByRole('button', { name: en['questions_ui.tools.follow'] });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  // The admin answers; she upvotes the answer and accepts it.
  await gotoHydrated(admin, questionUrl);
  await admin.getByRole('textbox', { name: en['questions_ui.write.title'] }).fill(answerText);
  await admin.getByRole('button', { name: en['questions_ui.write.submit'] }).click();
  await expect(answerPost(admin)).toContainText(answerText);
  await gotoHydrated(page, questionUrl);
  const upvote = answerPost(page).getByRole('button', { name: en['questions_ui.vote.up'] });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await answerPost(page).getByRole('button', { name: en['questions_ui.accept.accept'] }).click();
  await expect(answerPost(page).getByRole('button', { name: en['questions_ui.accept.accepted'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the answer now carries the tag: the query that found nothing finds it
  await search(page, `[${tag.slug}] is:answer`);
  await expectFoundOnce(page);
  await expect(results(page).getByText(answerText)).toBeVisible();

  // 5. Her own page: from her name on the question, the overview, then the tabs by click and keyboard.
  await gotoHydrated(page, questionUrl);
  await questionPost(page).getByRole('link', { name: member.name }).first().click();
  await expect(page).toHaveURL(site.at(`/users/${member.username}`));
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  const stat = (name: `users_ui.profile.${string}` & keyof typeof en) =>
    page
      .getByRole('region', { name: en['users_ui.overview.stats'] })
      .locator('div')
      .filter({ hasText: en[name] })
      .getByRole('definition');
  await expect(stat('users_ui.profile.questions')).toHaveText('1');
  await expect(stat('users_ui.profile.reputation')).toHaveText(
    String(startingReputation + constants.reputation.changes['answer.accept']),
  );
  await expect(
    page.getByRole('region', { name: en['users_ui.overview.top_questions'] }).getByRole('link', { name: title }),
  ).toBeVisible();

  // The tab bar by keyboard: Enter opens the focused tab and leaves the focus there, Tab moves to the next.
  const openFocusedTab = async (tab: 'questions' | 'bookmarks' | 'reputation' | 'votes') => {
    const link = profileTab(page, `users_ui.tabs.${tab}`);
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(site.at(`/users/${member.username}/${tab}`));
    await expect(link).toHaveAttribute('aria-current', 'page');
  };
  await profileTab(page, 'users_ui.tabs.questions').focus();
  await openFocusedTab('questions');
  await expect(page.getByText(say('users_ui.list.count', { count: 1 }), { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('link', { name: title })).toBeVisible();

  // next comes Bookmarks, hers alone: the question she bookmarked
  await page.keyboard.press('Tab');
  await openFocusedTab('bookmarks');
  await expect(page.getByRole('listitem').getByRole('link', { name: title })).toBeVisible();

  // past Comments to Reputation: what accepting the answer earned her
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await openFocusedTab('reputation');
  await expect(row(page, `+${constants.reputation.changes['answer.accept']}`)).toBeVisible();

  // and Votes, hers alone: her upvote on the answer
  await page.keyboard.press('Tab');
  await openFocusedTab('votes');
  await expect(row(page, en['users_ui.vote.vote_up'])).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: en['users_ui.vote.vote_up'] })).toContainText(answerText);

  await Promise.all([adminContext.close(), memberContext.close()]);
});
