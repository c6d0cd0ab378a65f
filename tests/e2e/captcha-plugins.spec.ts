import { expect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The two captcha plugins in a browser: with the arithmetic captcha switched on and its comment
// threshold set low, a person past it is asked a sum as text, a wrong answer is said to be wrong, the
// right one lets the comment through; once the admin switches the image captcha back on (no restart),
// the same person is shown a picture instead.
let site: QaSite;
let carl: Member;
let question: { id: string; url_title: string };

const ARITHMETIC = constants.captcha.arithmetic.plugin_slug;
const IMAGE = constants.captcha.plugin_slug;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  // members sign up while no captcha is on (a sign-up always asks for one)
  carl = await site.member('Carl Commenter');
  question = await site.api(site.admin, 'POST', '/question', {
    title: 'How long should bread dough rise?',
    content: 'Mine never doubles in size.',
    tags: [{ slug_name: 'kitchen' }],
  });
  // Carl has commented once today already
  await site.api(carl, 'POST', '/comment', { object_id: question.id, original_text: 'Following this one.' });
});

/** Switches a captcha plugin on (the other goes off) with a comment threshold of one. */
async function useCaptcha(slug: string) {
  const admin = constants.admin_api_prefix;
  const switched = await site.server.call(
    'PUT',
    `${admin}/plugin/status`,
    { plugin_slug_name: slug, enabled: true },
    site.admin.token,
  );
  expect(switched.code).toBe(200);
  const config = await site.server.call<{ config_fields: Array<{ name: string; value: unknown }> }>(
    'GET',
    `${admin}/plugin/config?plugin_slug_name=${slug}`,
    undefined,
    site.admin.token,
  );
  const values = Object.fromEntries(config.data.config_fields.map((field) => [field.name, field.value]));
  const saved = await site.server.call(
    'PUT',
    `${admin}/plugin/config`,
    { plugin_slug_name: slug, config_fields: { ...values, comment_count: 1 } },
    site.admin.token,
  );
  expect(saved.code).toBe(200);
}

/** The answer to a question such as "What is 7 − 4?", worked out as a person would. */
function answerTo(question: string): string {
  const [, a, sign, b] = /(\d+) ([+\u2212\u00d7]) (\d+)/.exec(question)!;
  const [x, y] = [Number(a), Number(b)];
  return String(sign === '+' ? x + y : sign === '\u2212' ? x - y : x * y);
}

async function writeComment(page: Page, text: string) {
  const post = page.locator('article.question-post');
  await post.getByRole('button', { name: en['questions_ui.comments.add'] }).click();
  await post.getByRole('combobox', { name: en['questions_ui.comments.text_label'] }).fill(text);
  await post.getByRole('button', { name: en['questions_ui.comments.submit'] }).click();
}

test('past the threshold a person answers the arithmetic captcha and goes on; after switching back, the image one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useCaptcha(ARITHMETIC);
  try {
    await site.signIn(page, carl);
    await gotoHydrated(page, site.at(`/questions/${question.id}/${question.url_title}`));
    await writeComment(page, 'Try a warmer spot in the kitchen.');

    const dialog = page.getByRole('dialog', { name: en['captcha.dialog.title'] });
    await expect(dialog).toContainText(en['captcha.arithmetic.description']);
    const sum = dialog.locator('.captcha-question');
    await expect(sum).toHaveText(/What is \d+ [+\u2212\u00d7] \d+\?/);
    const firstQuestion = (await sum.textContent())!;
    const answer = dialog.getByRole('textbox', { name: en['captcha.arithmetic.label'] });
    await answer.fill(String(Number(answerTo(firstQuestion)) + 1));
    await dialog.getByRole('button', { name: en['captcha.verify'] }).click();
    // wrong: said so, with a new question
    await expect(dialog.getByRole('alert')).toHaveText(en['captcha.arithmetic.refused']);
    await expect(sum).not.toHaveText(firstQuestion);
    await expect(sum).toHaveText(/What is \d+ [+\u2212\u00d7] \d+\?/);
    await answer.fill(answerTo((await sum.textContent())!));
    await answer.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('article.question-post .comment')).toContainText(['Try a warmer spot in the kitchen.']);

    // the admin switches the image captcha back on; the page is not reloaded
    await useCaptcha(IMAGE);
    await writeComment(page, 'Or give it more time.');
    await expect(dialog.getByRole('img', { name: en['captcha.image_alt'] })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: en['captcha.code.label'] })).toBeFocused();
    await dialog.getByRole('button', { name: en['captcha.cancel'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await useCaptcha(IMAGE);
    await site.server.call(
      'PUT',
      `${constants.admin_api_prefix}/plugin/status`,
      { plugin_slug_name: IMAGE, enabled: false },
      site.admin.token,
    );
  }
});
