import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { allowProfileEdits } from './support/installed-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The details people notice (issue 13, item 6 and empty states): an answer draft kept per question
// with a leave prompt, page titles named after what the page shows, the tag hint's number, a rendered
// bio, and empty lists that say what to do next.
let site: QaSite;
let writer: Member;
let question: { id: string; url_title: string };
const questionTitle = 'Which soil keeps basil from wilting?';
const siteName = 'Auth e2e';
const titled = (page: string) => en['layout.document_title'].replace('{page}', page).replace('{site}', siteName);

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  question = await site.api(site.admin, 'POST', '/question', {
    title: questionTitle,
    content: 'It wilts every afternoon on the balcony.',
    tags: [{ slug_name: 'herbs', display_name: 'herbs' }],
  });
  await allowProfileEdits(site.server.baseURL, site.admin.token);
  writer = await site.member('Dora Drafter');
  await site.api(writer, 'PUT', '/user/info', {
    display_name: 'Dora Drafter',
    username: writer.username,
    bio: 'Grows **basil** <script>alert(1)</script>',
    website: '',
    location: '',
  });
});

const questionPath = () => `/questions/${question.id}/${question.url_title}`;

test('an unanswered question says so and invites the first answer; only members with the reputation are offered to invite people', async ({
  page,
}) => {
  const inviteButton = page.getByRole('button', { name: en['questions_ui.invite.open'] });
  await gotoHydrated(page, site.at(questionPath()));
  await expect(page.getByText(en['empty_state.answers_none'])).toBeVisible();
  await expect(page.getByText(en['empty_state.answers_log_in'])).toBeVisible();
  await expect(inviteButton).toHaveCount(0);
  const newcomer = await site.member('Nell Newcomer');
  await site.signIn(page, newcomer);
  const powersAsked = page.waitForResponse((response) => response.url().includes('/answer/api/v1/permission?'));
  await page.reload();
  await powersAsked;
  await expect(inviteButton).toHaveCount(0);
  site.setReputation(newcomer, Math.max(...constants.privileges.powers['answer.invite_someone_to_answer']));
  await page.reload();
  await expect(inviteButton).toBeVisible();
});

test('an answer draft survives leaving, the leave prompt asks first, and posting clears it', async ({ page }) => {
  test.setTimeout(90_000);
  await site.signIn(page, writer);
  await gotoHydrated(page, site.at(questionPath()));
  const editor = page.getByRole('textbox', { name: en['questions_ui.write.title'] });
  // the editor's code loads when the answer area is first shown
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en['empty_state.answers'])).toBeVisible();
  await editor.fill('Use a free-draining mix and water in the morning.');

  const leave = page.getByRole('navigation', { name: en['layout.main_navigation'] }).getByRole('link', {
    name: en['site_nav.tags'],
  });
  await leave.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(en['dialog.leave_unsaved']);
  await confirm.getByRole('button', { name: en['dialog.cancel'] }).click();
  await expect(editor).toHaveValue('Use a free-draining mix and water in the morning.');
  await leave.click();
  await page.getByRole('alertdialog').getByRole('button', { name: en['dialog.confirm'] }).click();
  await expect(page).toHaveURL(site.at('/tags'));

  await gotoHydrated(page, site.at(questionPath()));
  await expect(editor).toHaveValue('Use a free-draining mix and water in the morning.');
  await expect(page.getByText(en['questions_ui.write.draft_restored'])).toBeVisible();
  await page.getByRole('button', { name: en['questions_ui.write.submit'] }).click();
  await expect(page.getByRole('article').filter({ hasText: 'free-draining mix' })).toBeVisible();

  // another question's editor never offers this one's draft, and this one's is gone once posted
  await page.reload();
  await expect(page.getByText(en['questions_ui.write.draft_restored'])).toHaveCount(0);
});

test('pages are titled after their question, tag, person or query, then the site', async ({ page }) => {
  await gotoHydrated(page, site.at(questionPath()));
  await expect(page).toHaveTitle(titled(questionTitle));
  await gotoHydrated(page, site.at('/tags/herbs'));
  await expect(page).toHaveTitle(titled('herbs'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en['tags_ui.detail.title'].replace('{tag}', 'herbs'),
  );
  await gotoHydrated(page, site.at(`/users/${writer.username}`));
  await expect(page).toHaveTitle(titled('Dora Drafter'));
  await gotoHydrated(page, site.at('/search?q=basil'));
  await expect(page).toHaveTitle(titled('basil'));
  // a page without data of its own keeps the route's title
  await gotoHydrated(page, site.at('/tags'));
  await expect(page).toHaveTitle(titled(en['page_title.tags']));
});

test('a bio is shown as rendered markdown, with scripts left as text', async ({ page }) => {
  await gotoHydrated(page, site.at(`/users/${writer.username}`));
  const about = page.getByRole('region', { name: en['users_ui.overview.about'] });
  await expect(about.locator('strong')).toHaveText('basil');
  await expect(about).toContainText('<script>alert(1)</script>');
});

test('the tag hint names the number of tags allowed', async ({ page }) => {
  await site.signIn(page, writer);
  await gotoHydrated(page, site.at('/questions/ask'));
  const hint = en['question.field.tags.help'].replace('{max}', String(constants.limits.question.tags_max));
  await expect(page.getByText(hint)).toBeVisible();
  await expect(page.getByText('{max}')).toHaveCount(0);
});

test('a search without results suggests what to try and offers to ask', async ({ page }) => {
  await gotoHydrated(page, site.at('/search?q=zeppelin'));
  await expect(page.getByText(en['search_ui.empty'])).toBeVisible();
  await expect(page.getByText(en['empty_state.search_next'])).toBeVisible();
  await expect(page.getByRole('link', { name: en['empty_state.search_ask'] })).toBeVisible();
});
