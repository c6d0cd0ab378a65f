import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { constants } from '../../generated/constants.ts';
import messages from '../../generated/messages/en_US.ts';
import { operationTable } from '../../generated/operations.ts';
import type { PrivateServer } from './support/private-server.ts';
import { installSite } from './support/installed-site.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import type { JsonBody } from '../support/json-body.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Ask, draft, leave prompt, edit with review and the timeline, on a site of its own (it installs one).
let server: PrivateServer;
const admin = { name: 'Ada Admin', email: 'ada@example.org', password: 'correct horse battery' };
const editor = { name: 'eddie', email: 'eddie@example.org', password: 'correct horse battery' };
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const api = (path: string) => `${server.origin}${constants.api_prefix}${path}`;

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(path.startsWith('http') ? path : api(path), {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { 'Content-Type': 'application/json', ...(init.token && { Authorization: init.token }) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; data: JsonBody };
  expect(envelope.code, `${path}: ${JSON.stringify(envelope)}`).toBe(200);
  return envelope.data;
}

const tokenOf = async (who: { email: string; password: string }): Promise<string> =>
  (await call('/user/login/email', { body: { e_mail: who.email, pass: who.password } })).access_token;

test.beforeAll(async ({ siteServers }) => {
  server = await siteServers.start();
  await installSite(server.origin, admin, 'Ask Test');
  // The captcha has its own tests; writes here are quick enough to ask for one.
  await call(`${server.origin}${constants.admin_api_prefix}/plugin/status`, {
    method: 'PUT',
    token: await tokenOf(admin),
    body: { plugin_slug_name: constants.captcha.plugin_slug, enabled: false },
  });
  await call('/user/register/email', { body: { name: editor.name, e_mail: editor.email, pass: editor.password } });
  // A member trusted to edit others' posts, but not without review (privilege level 2: 100 and 1000).
  const db = new Database(join(server.dataDir, 'quorum.db'));
  db.prepare('UPDATE users SET mail_status = ?, rank = ? WHERE e_mail = ?').run(
    constants.mail_status.active,
    150,
    editor.email,
  );
  db.close();
});

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await useSessionToken(page, server.origin, await tokenOf(who));
}

const at = (path: string) => `${server.origin}${appPath(path)}`;

test('asking with tags and an uploaded image shows the question on its page', async ({ page }) => {
  await signIn(page, admin);
  await gotoHydrated(page, at('/questions/ask'));
  // the similar questions come in under the title a moment after it is typed, moving the editor down
  const similarAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === operationTable.getSimilarQuestions.path,
  );
  await page.getByLabel(messages['question.field.title.label']).fill('How do I show a picture in a question?');
  await similarAnswered;
  const body = page.locator('#question_ask_content');
  await body.fill('Here is the picture I mean, it is tiny:\n\n');
  await page.getByRole('button', { name: /image/i }).first().click();
  await page.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox').first()).toHaveValue(/\/uploads\//);
  await dialog.getByRole('button', { name: /insert|ok/i }).click();
  await expect(body).toHaveValue(/!\[.*\]\(.*\/uploads\/.*\)/);

  const tags = page.getByRole('combobox', { name: messages['question.field.tags.label'] });
  await tags.fill('pictures');
  await tags.press('Enter');
  await tags.fill('markdown');
  await tags.press(',');
  await expect(page.getByRole('list', { name: messages['ask.tags.chosen'] }).getByRole('listitem')).toHaveCount(2);
  await tags.press('Backspace');
  await expect(page.getByRole('list', { name: messages['ask.tags.chosen'] }).getByRole('listitem')).toHaveCount(1);
  await tags.fill('markdown');
  await tags.press('Enter');

  await page.getByRole('button', { name: messages['ask.submit'] }).click();
  await expect(page).toHaveURL(/\/answer\/questions\/\d+/);
  const questionId = /\/questions\/(\d+)/.exec(page.url())![1]!;
  const info = await call(`/question/info?id=${questionId}`);
  expect(info.title).toBe('How do I show a picture in a question?');
  expect(info.tags.map((tag: { slug_name: string }) => tag.slug_name)).toEqual(['pictures', 'markdown']);
  expect(info.html).toMatch(/<img [^>]*src="[^"]*\/uploads\//);
  // The draft was cleared after posting.
  await gotoHydrated(page, at('/questions/ask'));
  await expect(page.getByLabel(messages['question.field.title.label'])).toHaveValue('');
});

test('a draft survives a reload, and leaving with changes asks first', async ({ page }) => {
  await signIn(page, admin);
  await gotoHydrated(page, at('/questions/ask'));
  const title = page.getByLabel(messages['question.field.title.label']);
  await title.fill('A question I will finish later');
  // kept once typing has paused (the draft's debounce): the stored draft holds the title before the reload
  const storedDraft = () =>
    page.evaluate((key) => localStorage.getItem(key) ?? '', constants.storage.keys.question_draft);
  await expect
    .poll(storedDraft, { timeout: constants.timing.draft_save_debounce_ms + 10_000 })
    .toContain('A question I will finish later');
  await page.reload();
  await expect(title).toHaveValue('A question I will finish later');
  await expect(page.getByText(messages['ask.draft.restored'])).toBeVisible();

  await title.fill('A question I will finish later, edited');
  await page
    .getByRole('link', { name: /^Quorum$|Ask Test/ })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(messages['dialog.leave_unsaved']);
  await confirm.getByRole('button', { name: messages['dialog.cancel'] }).click();
  await expect(page).toHaveURL(/\/questions\/ask$/);
  await page
    .getByRole('link', { name: /^Quorum$|Ask Test/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: messages['dialog.confirm'] }).click();
  await expect(page).not.toHaveURL(/\/questions\/ask$/);
});

async function askByApi(title: string) {
  return call('/question', {
    token: await tokenOf(admin),
    body: {
      title,
      content: 'I want to know which sorting algorithm keeps equal keys in order.',
      tags: [{ slug_name: 'algorithms', display_name: 'algorithms' }],
    },
  });
}

test('an edit by a member without edit-without-review waits for review and blocks the next edit', async ({ page }) => {
  const question = await askByApi('Which sorting algorithm is stable here?');
  await signIn(page, editor);
  await gotoHydrated(page, at(`/posts/${question.id}/edit`));
  const body = page.locator('#question_edit_content');
  await expect(body).toHaveValue(/keeps equal keys/);
  await body.fill('I want to know which sorting algorithms keep equal keys in their original order.');
  await page.getByLabel(messages['question.field.edit_summary.label']).fill('clearer wording');
  await page.getByRole('button', { name: messages['edit_post.save'] }).click();
  await expect(page.getByText(messages['toast.revision_after_review'], { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/questions/${question.id}`));
  expect((await call(`/question/info?id=${question.id}`)).content).toMatch(/keeps equal keys/);

  // While the edit awaits review, the pre-check refuses and the page shows the 403 page in place.
  await gotoHydrated(page, at(`/posts/${question.id}/edit`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['error_page.forbidden.title']);
});

test('the timeline shows asking, commenting and editing, with a word-level diff', async ({ page }) => {
  const question = await askByApi('Which sorting algorithm is stable?');
  await call('/comment', {
    token: await tokenOf(admin),
    body: { object_id: question.id, original_text: 'Try **merge sort** first' },
  });
  await signIn(page, admin);
  await gotoHydrated(page, at(`/posts/${question.id}/edit`));
  await page.getByLabel(messages['question.field.title.label']).fill('Which sorting algorithms are stable?');
  await page.getByLabel(messages['question.field.edit_summary.label']).fill('plural');
  await page.getByRole('button', { name: messages['edit_post.save'] }).click();
  await expect(page).toHaveURL(new RegExp(`/questions/${question.id}`));

  await gotoHydrated(page, at(`/posts/${question.id}/timeline`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: messages['timeline.type.asked'] })).toHaveCount(1);
  // a comment's row shows the comment as the thread does: drawn from its HTML, not its markdown
  const commented = rows.filter({ hasText: messages['timeline.type.commented'] });
  await expect(commented.locator('.timeline-comment strong')).toHaveText('merge sort');
  await expect(commented).not.toContainText('**');
  const edited = rows.filter({ hasText: 'plural' });
  await expect(edited).toContainText(messages['timeline.type.edited']);
  await edited.getByRole('button', { name: messages['timeline.compare'] }).click();
  await expect(page.locator('del.diff-removed')).toHaveText([
    `${messages['timeline.diff.removed']} algorithm`,
    `${messages['timeline.diff.removed']} is`,
  ]);
  await expect(page.locator('ins.diff-added')).toHaveText([
    `${messages['timeline.diff.added']} algorithms`,
    `${messages['timeline.diff.added']} are`,
  ]);
});
