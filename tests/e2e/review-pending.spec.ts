import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { say } from './support/messages.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Queued posts in Chromium: with the write setting on, a low-reputation member asks, sees the question
// under review; a visitor cannot open it; a moderator approves it from /review; the visitor then can.
let site: QaSite;
let newcomer: Member;
let moderator: Member;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  newcomer = await site.member('Nia Newcomer');
  moderator = await site.member('Mo Derator');
  site.server
    .database()
    .prepare('UPDATE users SET role_id = ? WHERE id = ?')
    .run(constants.roles.moderator, moderator.id);
  const settings = await site.server.call(
    'PUT',
    '/answer/admin/api/siteinfo/write',
    { restrict_answer: true, required_tag: false, recommend_tags: [], reserved_tags: [], queue_below_reputation: 50 },
    site.admin.token,
  );
  expect(settings.code).toBe(200);
  // asking this creates the tag the newcomer uses (creating tags takes reputation)
  await site.api(site.admin, 'POST', '/question', {
    title: 'How should I store fresh herbs?',
    content: 'They wilt within two days in the fridge.',
    tags: [{ slug_name: 'kitchen', display_name: 'kitchen' }],
  });
});

test('a low-reputation question waits for a moderator, then everyone sees it', async ({ browser }) => {
  test.setTimeout(150_000);
  const [authorContext, modContext, visitorContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  const author = await authorContext.newPage();
  const mod = await modContext.newPage();
  const visitor = await visitorContext.newPage();
  await site.signIn(author, newcomer);
  await site.signIn(mod, moderator);

  await gotoHydrated(author, site.at('/questions/ask'));
  const title = 'Can sourdough starter live in the freezer?';
  await author.getByLabel(en['question.field.title.label']).fill(title, { timeout: 30_000 });
  await author.locator('#question_ask_content').fill('Mine goes away for a month while I travel.');
  const tags = author.getByRole('combobox', { name: en['question.field.tags.label'] });
  await tags.fill('kitchen');
  await tags.press('Enter');
  await author.getByRole('button', { name: en['ask.submit'] }).click();
  await expect(author).toHaveURL(/\/answer\/questions\/\d+/);
  const questionUrl = author.url();

  // the author sees the question with the notice; a visitor does not find it
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(author.getByText(en['review.under_review.question'], { exact: true })).toBeVisible();
  await expect(author.getByText(en['review.under_review.question_notice'])).toBeVisible();
  await author.screenshot({ path: test.info().outputPath('under-review.png') });
  await gotoHydrated(visitor, questionUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: en['error_page.not_found.title'] })).toBeVisible({
    timeout: 30_000,
  });
  await gotoHydrated(visitor, site.at('/questions'));
  // the list (and the hot questions beside it) shows the published question, not the queued one
  await expect(visitor.getByRole('link', { name: 'How should I store fresh herbs?' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  // the moderator's header counts it and the queued-posts tab shows it
  await gotoHydrated(mod, site.at('/'));
  const reviewLink = mod.getByRole('link', { name: say('review.badge', { count: 1 }) });
  await expect(reviewLink).toBeVisible({ timeout: 30_000 });
  await reviewLink.click();
  await mod.getByRole('link', { name: new RegExp(en['review.kind.queued_post']) }).click();
  const item = mod.locator('.review-card');
  await expect(
    item.getByRole('heading', { name: say('review.pending.heading', { kind: en['review.kinds.question'] }) }),
  ).toBeVisible();
  await expect(item).toContainText('Mine goes away for a month');
  await expect(item.getByRole('link', { name: newcomer.name })).toBeVisible();
  await item.getByRole('button', { name: en['review.pending.approve'] }).click();
  await expect(mod.getByText(en['review.pending.approved'], { exact: true })).toBeVisible();
  await expect(mod.getByText(en['review.empty'])).toBeVisible();
  await expect(mod.getByRole('link', { name: say('review.badge', { count: 0 }) })).toBeVisible();

  // published: the visitor opens it and finds it listed; the author's notice is gone
  await gotoHydrated(visitor, questionUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await gotoHydrated(visitor, site.at('/questions'));
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 30_000 });
  await author.reload();
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(author.getByText(en['review.under_review.question'], { exact: true })).toHaveCount(0);
  await Promise.all([authorContext.close(), modContext.close(), visitorContext.close()]);
});
