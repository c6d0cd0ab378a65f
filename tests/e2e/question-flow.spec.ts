import { expect, type Locator, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Two people in two browsers: Alice asks (with a tag and an image), Bob answers, Alice comments with an
// @mention of Bob, Bob votes the question up, Alice accepts Bob's answer, the admin closes the question
// as a duplicate and reopens it. After each step the counts on the page follow the rules.
let site: QaSite;
let alice: Member;
let bob: Member;
let originalPath = '';
const originalTitle = 'How do I keep tomatoes from splitting?';
const gain = constants.reputation.changes;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  // The question Alice's will duplicate; asking it creates the tag (creating tags takes reputation).
  const original = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: originalTitle,
    content: 'They split after every rain.',
    tags: [{ slug_name: 'gardens', display_name: 'gardens' }],
  });
  originalPath = `/questions/${original.id}/${original.url_title}`;
  alice = await site.member('Alice Asker');
  bob = await site.member('Bob Answerer');
  // Upvoting takes reputation (answer-api-facts §4.2); Bob has been around for a while.
  site.setReputation(bob, 100);
});

const votesOf = (post: Locator) => post.getByRole('group', { name: /^Votes:/ }).locator('output');
const questionPost = (page: Page) => page.locator('article.question-post');
const answerPost = (page: Page) => page.locator('.answer-post').first();

test('ask → answer → comment with @mention → vote → accept → close as duplicate → reopen', async ({ browser }) => {
  test.setTimeout(180_000);
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const a = await aliceContext.newPage();
  const b = await bobContext.newPage();
  const admin = await adminContext.newPage();
  await site.signIn(a, alice);
  await site.signIn(b, bob);
  await site.signIn(admin, site.admin);
  const aliceStart = await site.reputationOf(alice);
  const bobStart = await site.reputationOf(bob);

  // Alice asks, with a tag and an uploaded image.
  await gotoHydrated(a, site.at('/questions/ask'));
  await a.getByLabel(en['question.field.title.label']).fill('Why do my basil leaves turn black?');
  await a.getByLabel(en['question.field.content.label']).fill('Every morning there are more black spots.\n\n');
  await a.getByRole('button', { name: en['editor.image'] }).click();
  await a
    .getByLabel(en['editor.dialog.image_upload'])
    .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(a.getByLabel(en['editor.dialog.image_url'])).toHaveValue(/\/uploads\//);
  // the picture's description starts as its file's name, for the writer to keep or change
  await expect(a.getByLabel(en['editor.dialog.image_alt'])).toHaveValue('leaf');
  await a.getByLabel(en['editor.dialog.image_alt']).fill('a black leaf');
  await a.getByRole('button', { name: en['editor.dialog.insert'] }).click();
  const tags = a.getByRole('combobox', { name: en['question.field.tags.label'] });
  await tags.fill('gardens');
  await a.getByRole('option', { name: /gardens/ }).click();
  await a.getByRole('button', { name: en['ask.submit'] }).click();

  await expect(a.getByRole('heading', { level: 1, name: 'Why do my basil leaves turn black?' })).toBeVisible();
  const questionUrl = a.url();
  expect(new URL(questionUrl).pathname).toMatch(/^\/answer\/questions\/\d+\/why-do-my-basil-leaves-turn-black$/);
  await expect(questionPost(a).getByRole('img', { name: 'a black leaf' })).toBeVisible();
  await expect(questionPost(a).getByRole('link', { name: 'gardens', exact: true })).toBeVisible();
  await expect(votesOf(questionPost(a))).toHaveText('0');
  await expect(a.getByRole('heading', { level: 2, name: 'No answers yet' })).toBeVisible();

  // Bob answers; the page counts the answer and offers him to edit it rather than write another.
  await gotoHydrated(b, questionUrl);
  await b
    .getByRole('textbox', { name: en['questions_ui.write.title'] })
    .fill('Cold nights do that: bring the pot inside.');
  // reading the question again would count Bob's own page as another view
  const questionReads: string[] = [];
  b.on('request', (request) => {
    if (request.url().includes('/question/info')) questionReads.push(request.url());
  });
  await b.getByRole('button', { name: en['questions_ui.write.submit'] }).click();
  await expect(b.getByRole('heading', { level: 2, name: '1 answer' })).toBeVisible();
  await expect(answerPost(b)).toContainText('Cold nights do that');
  expect(questionReads).toEqual([]);
  await expect(b.getByText(en['questions_ui.write.answered'])).toBeVisible();
  await expect(b.getByRole('link', { name: en['questions_ui.write.edit_yours'] })).toHaveAttribute(
    'href',
    /\/answer\/posts\/\d+\/\d+\/edit$/,
  );

  // Alice comments on the answer and names Bob, picked from the suggestions.
  await a.reload();
  await expect(a.getByRole('heading', { level: 2, name: '1 answer' })).toBeVisible();
  await answerPost(a).getByRole('button', { name: en['questions_ui.comments.add'] }).click();
  const commentBox = answerPost(a).getByRole('combobox', { name: en['questions_ui.comments.text_label'] });
  await commentBox.pressSequentially(`Thanks @${bob.username.slice(0, 3)}`);
  await answerPost(a)
    .getByRole('option', { name: new RegExp(bob.name) })
    .click();
  await expect(commentBox).toHaveValue(`Thanks @${bob.username} `);
  await commentBox.pressSequentially('it worked!');
  await answerPost(a).getByRole('button', { name: en['questions_ui.comments.submit'] }).click();
  const comment = answerPost(a).locator('.comment').first();
  await expect(comment).toContainText('it worked!');
  await expect(comment.locator('.comment-body').getByRole('link', { name: `@${bob.username}` })).toBeVisible();

  // Bob votes the question up: the count and his pressed button come back from the call.
  await b.reload();
  const bobUp = questionPost(b).getByRole('button', { name: en['questions_ui.vote.up'] });
  await bobUp.click();
  await expect(votesOf(questionPost(b))).toHaveText('1');
  await expect(bobUp).toHaveAttribute('aria-pressed', 'true');
  await expect(answerPost(b).locator('.comment').first()).toContainText('it worked!');
  // Alice sees the vote and the reputation it earned her.
  await a.reload();
  await expect(votesOf(questionPost(a))).toHaveText('1');
  const aliceAfterVote = aliceStart + gain['question.voted_up'];
  await expect(questionPost(a).locator('.author-card-rank').last()).toHaveText(`${aliceAfterVote} reputation`);

  // Alice accepts Bob's answer; both earn what the rules say.
  const accept = answerPost(a).getByRole('button', { name: en['questions_ui.accept.accept'] });
  await accept.click();
  await expect(answerPost(a).getByRole('button', { name: en['questions_ui.accept.accepted'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(answerPost(a).locator('.author-card-rank').last()).toHaveText(
    `${bobStart + gain['answer.accepted']} reputation`,
  );
  await a.reload();
  await expect(questionPost(a).locator('.author-card-rank').last()).toHaveText(
    `${aliceAfterVote + gain['answer.accept']} reputation`,
  );
  await b.reload();
  await expect(answerPost(b).getByText(en['questions_ui.badge.accepted'])).toBeVisible();

  // The admin closes it as a duplicate of the older question.
  await gotoHydrated(admin, questionUrl);
  await questionPost(admin).getByRole('button', { name: en['post_status.menu.label'] }).click();
  await admin.getByRole('menuitem', { name: en['post_action.close'], exact: true }).click();
  const picker = admin.getByRole('dialog');
  await picker.getByRole('radio', { name: /a duplicate/ }).check();
  await picker.getByRole('textbox', { name: en['post_status.field.close_msg.label'] }).fill(site.at(originalPath));
  await picker.getByRole('button', { name: en['post_status.close.submit'] }).click();
  await expect(admin.getByText(en['post_status.done.close'], { exact: true })).toBeVisible();
  await expect(questionPost(admin).getByText(en['questions_ui.badge.closed'])).toBeVisible();
  await expect(admin.getByText(en['questions_ui.write.closed'])).toBeVisible();
  // The banner says why, naming the question this one duplicates by its title, as a link to it.
  const banner = questionPost(admin).locator('.post-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: originalTitle, exact: true })).toHaveAttribute(
    'href',
    new URL(site.at(originalPath)).pathname,
  );
  // Bob sees why, and that it takes no new answers; the counts stay.
  await b.reload();
  await expect(questionPost(b).getByText(en['questions_ui.badge.closed'])).toBeVisible();
  await expect.soft(questionPost(b).locator('.post-banner')).toBeVisible();
  await expect(b.getByText(en['questions_ui.write.closed'])).toBeVisible();
  await expect(votesOf(questionPost(b))).toHaveText('1');
  await expect(b.getByRole('heading', { level: 2, name: '1 answer' })).toBeVisible();

  // The admin reopens it.
  await questionPost(admin).getByRole('button', { name: en['post_status.menu.label'] }).click();
  await admin.getByRole('menuitem', { name: en['post_action.reopen'], exact: true }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: en['dialog.confirm'] }).click();
  await expect(admin.getByText(en['post_status.done.reopen'], { exact: true })).toBeVisible();
  await expect(questionPost(admin).locator('.post-banner')).toHaveCount(0);
  await expect(questionPost(admin).getByText(en['questions_ui.badge.closed'])).toHaveCount(0);
  await a.reload();
  await expect(questionPost(a).getByText(en['questions_ui.badge.closed'])).toHaveCount(0);
  await expect(votesOf(questionPost(a))).toHaveText('1');
  await expect(a.getByRole('heading', { level: 2, name: '1 answer' })).toBeVisible();
  await expect(questionPost(a).locator('.author-card-rank').last()).toHaveText(
    `${aliceAfterVote + gain['answer.accept']} reputation`,
  );

  await Promise.all([aliceContext.close(), bobContext.close(), adminContext.close()]);
});

test('a wrong slug is replaced by the canonical link, and a link to an answer shows it highlighted', async ({
  page,
}) => {
  const asked = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: 'Which soil suits carrots best?',
    content: 'Sandy or loamy, what works?',
    tags: [{ slug_name: 'gardens' }],
  });
  const answered = await site.api<{ info: { id: string } }>(bob, 'POST', '/answer', {
    question_id: asked.id,
    content: 'Loose sandy soil.',
  });
  await gotoHydrated(page, site.at(`/questions/${asked.id}/not-the-slug`));
  await expect(page).toHaveURL(site.at(`/questions/${asked.id}/${asked.url_title}`));
  await gotoHydrated(page, site.at(`/questions/${asked.id}`));
  await expect(page).toHaveURL(site.at(`/questions/${asked.id}/${asked.url_title}`));

  await gotoHydrated(page, site.at(`/questions/${asked.id}/wrong/${answered.info.id}`));
  await expect(page).toHaveURL(site.at(`/questions/${asked.id}/${asked.url_title}/${answered.info.id}`));
  const named = page.locator(`#answer-${answered.info.id}`);
  await expect(named).toHaveAttribute('aria-current', 'location');
  await expect(named).toBeFocused();
});

test('a visitor is asked to log in to answer, and voting or commenting sends them to log in', async ({ page }) => {
  await gotoHydrated(page, site.at(originalPath));
  await expect(page.getByRole('link', { name: en['questions_ui.write.log_in'] })).toBeVisible();
  await expect(page.getByRole('textbox', { name: en['questions_ui.write.title'] })).toHaveCount(0);
  await questionPost(page).getByRole('button', { name: en['questions_ui.vote.up'] }).click();
  await expect(page).toHaveURL(site.at('/users/login'));
  await gotoHydrated(page, site.at(originalPath));
  await questionPost(page).getByRole('button', { name: en['questions_ui.comments.add'] }).click();
  await expect(page).toHaveURL(site.at('/users/login'));
});

test('a post shows its first three comments, and the rest on request', async ({ page }) => {
  const asked = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: 'When should I prune roses?',
    content: 'Spring or autumn?',
    tags: [{ slug_name: 'gardens' }],
  });
  for (let index = 1; index <= 5; index += 1) {
    await site.api(bob, 'POST', '/comment', { object_id: asked.id, original_text: `Comment number ${index}` });
  }
  await gotoHydrated(page, site.at(`/questions/${asked.id}/${asked.url_title}`));
  const comments = questionPost(page).locator('.comment');
  await expect(comments).toHaveCount(constants.question_pages.comments_first);
  await expect(comments.first()).toContainText('Comment number 1');
  await questionPost(page).getByRole('button', { name: 'Show 2 more comments' }).click();
  await expect(comments).toHaveCount(5);
  await expect(comments.last()).toContainText('Comment number 5');
  await expect(questionPost(page).getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
});

test("a page reads all its posts' reactions and comments in one call of each; a reaction changes only its post", async ({
  page,
}) => {
  const asked = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: 'Which compost suits potatoes?',
    content: 'Fresh or well rotted?',
    tags: [{ slug_name: 'gardens' }],
  });
  for (const [who, content] of [
    [bob, 'Well rotted, always.'],
    [site.admin, 'Leaf mould does well too.'],
  ] as const)
    await site.api(who, 'POST', '/answer', { question_id: asked.id, content });
  await site.api(bob, 'POST', '/comment', { object_id: asked.id, original_text: 'Potatoes like it loose.' });
  await site.signIn(page, alice);
  const asks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && /\/(meta\/reaction|comment\/page)(\/batch)?$/.test(pathname)) asks.push(pathname);
  });
  await gotoHydrated(page, site.at(`/questions/${asked.id}/${asked.url_title}`));
  const heart = (post: Locator, count: number) =>
    post.getByRole('button', { name: en['questions_ui.reactions.heart'].replace('{count}', String(count)) });
  const answers = page.locator('.answer-post');
  await expect(answers).toHaveCount(2);
  await expect(questionPost(page).locator('.comment')).toContainText('Potatoes like it loose.');
  await heart(answers.last(), 0).click();
  await expect(heart(answers.last(), 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(answers.first(), 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(questionPost(page), 0)).toHaveAttribute('aria-pressed', 'false');
  // a signed-in reader's browser reads the posts again as them: one call of each kind for the whole page
  expect(asks.sort()).toEqual([
    `${constants.api_prefix}/comment/page/batch`,
    `${constants.api_prefix}/meta/reaction/batch`,
  ]);
  await page.reload();
  await expect(heart(page.locator('.answer-post').last(), 1)).toHaveAttribute('aria-pressed', 'true');
});

test('the asker invites a person to answer: people are found by name as they type, and the invitation stays', async ({
  page,
}) => {
  const asked = await site.api<{ id: string; url_title: string }>(alice, 'POST', '/question', {
    title: 'Which mulch keeps slugs away?',
    content: 'Straw, bark or wool pellets?',
    tags: [{ slug_name: 'gardens' }],
  });
  // inviting takes reputation; enough for it at any privilege level
  site.setReputation(alice, Math.max(...constants.privileges.powers['answer.invite_someone_to_answer']));
  await site.signIn(page, alice);
  await gotoHydrated(page, site.at(`/questions/${asked.id}/${asked.url_title}`));
  await page.getByRole('button', { name: en['questions_ui.invite.open'] }).click();
  const dialog = page.getByRole('dialog', { name: en['questions_ui.invite.title'] });
  await dialog.getByLabel(en['questions_ui.invite.search']).fill('Bob');
  await dialog.getByRole('checkbox', { name: /Bob Answerer/ }).check();
  await dialog.getByRole('button', { name: en['questions_ui.invite.save'] }).click();
  await expect(dialog).toBeHidden();
  const invited = page.getByRole('region', { name: en['questions_ui.invite.title'] }).getByRole('listitem');
  await expect(invited).toHaveText(['Bob Answerer']);
  await page.reload();
  await expect(invited).toHaveText(['Bob Answerer']);
});
