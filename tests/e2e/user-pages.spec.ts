import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { operationTable } from '../../generated/operations.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated, waitForHydration } from './support/hydration.ts';
import { test } from './support/test.ts';

// Alice asks and Bob answers and comments (through the API, as the pages would); then their pages show
// it: the overview's top posts, the questions, answers and comments tabs, the own-only tabs for the
// owner alone, and the ranking's staff list.
let site: QaSite;
let alice: Member;
let bob: Member;
let question: { id: string; title: string };

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  // creating a tag takes reputation: the admin's question makes it
  await site.api(site.admin, 'POST', '/question', {
    title: 'Where do the compost rules live?',
    content: 'Looking for the rules of the compost heap.',
    tags: [{ slug_name: 'compost', display_name: 'compost' }],
  });
  alice = await site.member('Alice Asker');
  bob = await site.member('Bob Answerer');
  question = await site.api(alice, 'POST', '/question', {
    title: 'How wet should a compost heap be?',
    content: 'Mine smells when it rains a lot.',
    tags: [{ slug_name: 'compost' }],
  });
  const answer = await site.api<{ info: { id: string } }>(bob, 'POST', '/answer', {
    question_id: question.id,
    content: 'Like a wrung-out sponge; add dry leaves.',
  });
  await site.api(bob, 'POST', '/comment', { object_id: answer.info.id, original_text: 'Turning it weekly helps too.' });
});

const tabs = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: en['users_ui.tabs.label'] });

test("a person's page shows what they asked, answered and commented", async ({ page }) => {
  await site.signIn(page, alice);
  await gotoHydrated(page, site.at(`/users/${alice.username}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Asker' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: en['users_ui.overview.top_questions'] })
      .getByRole('link', { name: question.title }),
  ).toBeVisible();
  // her own page has her bookmarks and votes
  await expect(tabs(page).getByRole('link', { name: en['users_ui.tabs.bookmarks'] })).toBeVisible();

  await tabs(page).getByRole('link', { name: en['users_ui.tabs.questions'] }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${alice.username}/questions$`));
  await expect(page.getByRole('link', { name: question.title })).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();

  // Bob's page, as Alice sees it: his answer and comment, no bookmarks or votes tabs
  await gotoHydrated(page, site.at(`/users/${bob.username}/answers`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Answerer' })).toBeVisible();
  const answerLink = page.getByRole('link', { name: question.title });
  await expect(answerLink).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: en['users_ui.tabs.bookmarks'] })).toHaveCount(0);
  await expect(tabs(page).getByRole('link', { name: en['users_ui.tabs.votes'] })).toHaveCount(0);

  await tabs(page).getByRole('link', { name: en['users_ui.tabs.comments'] }).click();
  await expect(page.getByText('Turning it weekly helps too.')).toBeVisible();

  // following the answer's link opens the question
  await tabs(page).getByRole('link', { name: en['users_ui.tabs.answers'] }).click();
  await page.getByRole('link', { name: question.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: question.title })).toBeVisible();
  // and the author's name there leads back to her page
  await page.locator('article.question-post').getByRole('link', { name: 'Alice Asker' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/users/${alice.username}$`));
});

test('a tab opened by keyboard from the overview keeps the focus, and the profile is not loaded again', async ({
  page,
}) => {
  await site.signIn(page, alice);
  const isProfileLoad = (url: string) => new URL(url).pathname === operationTable.getPersonalUserInfo.path;
  // Once hydrated, the page of a signed-in reader loads its data again as they see it (BootedApp); that
  // load may finish after hydration, so the tabs' loads are counted only from its end on.
  const readersOwnLoad = page.waitForResponse((response) => isProfileLoad(response.url()));
  await gotoHydrated(page, site.at(`/users/${alice.username}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Asker' })).toBeVisible();
  // The server drew the page; before the browser takes it over, Enter on a tab is a plain link's full load.
  await waitForHydration(page);
  await readersOwnLoad;
  const profileLoads: string[] = [];
  page.on('request', (request) => {
    if (isProfileLoad(request.url())) profileLoads.push(request.url());
  });

  const questionsTab = tabs(page).getByRole('link', { name: en['users_ui.tabs.questions'] });
  await questionsTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${alice.username}/questions$`));
  await expect(page.getByRole('link', { name: question.title })).toBeVisible();
  await expect(questionsTab).toBeFocused();
  // back past Answers to the overview, and the focus stays on its tab
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const overviewTab = tabs(page).getByRole('link', { name: en['users_ui.tabs.overview'] });
  await expect(overviewTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${alice.username}$`));
  await expect(
    page
      .getByRole('region', { name: en['users_ui.overview.top_questions'] })
      .getByRole('link', { name: question.title }),
  ).toBeVisible();
  await expect(overviewTab).toBeFocused();
  expect(profileLoads).toEqual([]);
});

test("the reputation tab says why a change happened: Bob's upvote of Alice's question", async ({ page }) => {
  // upvoting takes reputation (the install's privilege level); no page grants it, so set-up gives it
  site.setReputation(bob, constants.privileges.powers['question.vote_up'][constants.install.privilege_level - 1]!);
  await site.signIn(page, bob);
  await gotoHydrated(page, site.at(`/questions/${question.id}`));
  const upvote = page.locator('article.question-post').getByRole('button', { name: en['questions_ui.vote.up'] });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(page, site.at(`/users/${alice.username}`));
  await tabs(page).getByRole('link', { name: en['users_ui.tabs.reputation'] }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: question.title }) });
  await expect(row).toContainText(`+${constants.reputation.changes['question.voted_up']}`);
  await expect(row).toContainText(en['users_ui.reputation_reason.question.voted_up']);
});

test('the ranking lists the staff, and an unknown person is not found', async ({ page }) => {
  await gotoHydrated(page, site.at('/users?tab=staff'));
  await expect(page.getByRole('heading', { level: 1, name: en['users_ui.ranking.title'] })).toBeVisible();
  await expect(page.locator('.user-card').getByRole('link', { name: site.admin.name })).toBeVisible();
  await gotoHydrated(page, site.at('/users/nobody-by-this-name'));
  await expect(page.getByRole('heading', { level: 1, name: en['error_page.not_found.title'] })).toBeVisible();
});
