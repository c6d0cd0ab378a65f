import { expect, type Page } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Two people in two browsers: Bob answers Alice's question while her question page is open; her page
// offers the new answer without a reload, her bell counts it, her inbox lists it, the mail reaches her,
// and reading it clears the badge.
let site: QaSite;
let alice: Member;
let bob: Member;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  alice = await site.member('Alice Asker');
  bob = await site.member('Bob Answerer');
  // Asking with a new tag takes reputation (answer-api-facts §4.2); Alice has been around for a while.
  site.setReputation(alice, 1000);
});

const badge = (page: Page) => page.getByTestId('notification-badge');

test('a new answer reaches the asker: live on the question page, in the badge, the inbox and the mail', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const asked = await site.api<{ id: string; url_title: string }>(alice, 'POST', '/question', {
    title: 'Why does my sourdough starter smell of acetone?',
    content: 'It smells sharp after two days on the counter.',
    tags: [{ slug_name: 'baking', display_name: 'baking' }],
  });
  const questionPath = `/questions/${asked.id}/${asked.url_title}`;
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const a = await aliceContext.newPage();
  const b = await bobContext.newPage();
  await site.signIn(a, alice);
  await site.signIn(b, bob);

  await gotoHydrated(a, site.at(questionPath));
  await expect(a.getByRole('heading', { level: 1, name: /sourdough/ })).toBeVisible();
  await expect(a.getByRole('link', { name: en['notification.ui.bell_none'] })).toBeVisible();
  await expect(badge(a)).toHaveCount(0);

  await gotoHydrated(b, site.at(questionPath));
  await b.getByRole('textbox', { name: en['questions_ui.write.title'] }).fill('Feed it more often: it is hungry.');
  await b.getByRole('button', { name: en['questions_ui.write.submit'] }).click();
  await expect(b.getByText(en['questions_ui.write.answered'])).toBeVisible();

  // Alice's open page and header follow without a reload
  await expect(badge(a)).toHaveText('1', { timeout: 15_000 });
  const notice = a.getByRole('status').filter({ hasText: '1 new post on this question' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.getByRole('button', { name: en['notification.ui.live_show'] }).click();
  await expect(a.locator('.answer-post').first()).toContainText('Feed it more often');

  await a.getByRole('link', { name: 'Notifications (1 new)' }).click();
  await expect(a.getByRole('heading', { level: 1, name: en['notification.ui.title'] })).toBeVisible();
  const item = a.locator('.notification-item').first();
  await expect(item).toContainText(`${bob.name} answered your question`);
  await expect(item).toContainText(en['notification.ui.unread']);
  // seeing the list clears the badge; the item stays unread until read
  await expect(badge(a)).toHaveCount(0);
  await item.getByRole('button', { name: en['notification.ui.mark_read'] }).click();
  await expect(item).not.toContainText(en['notification.ui.unread']);
  await a.reload();
  await expect(a.locator('.notification-item').first()).not.toContainText(en['notification.ui.unread']);

  // a second answer: the badge counts it; "mark all as read" reads it
  const carol = await site.member('Carol Chef');
  await site.api(carol, 'POST', '/answer', { question_id: asked.id, content: 'Keep it cooler, too.' });
  await gotoHydrated(a, site.at('/questions'));
  await expect(badge(a)).toHaveText('1', { timeout: 15_000 });
  await a.getByRole('link', { name: 'Notifications (1 new)' }).click();
  await expect(a.locator('.notification-unread')).toHaveCount(1);
  await a.getByRole('button', { name: en['notification.ui.mark_all_read'] }).click();
  await expect(a.locator('.notification-unread')).toHaveCount(0);
  await expect(badge(a)).toHaveCount(0);
  await a.getByRole('link', { name: en['notification.ui.filter.votes'] }).click();
  await expect(a.getByText(en['notification.ui.empty'])).toBeVisible();

  // the outbox worker of the server process mailed her, with a working unsubscribe link
  const unsubscribe = await site.server.linkMailedTo(alice.email, '/users/unsubscribe');
  await gotoHydrated(a, unsubscribe);
  await expect(a.getByText(en['account.unsubscribe.done'])).toBeVisible();

  await aliceContext.close();
  await bobContext.close();
});
