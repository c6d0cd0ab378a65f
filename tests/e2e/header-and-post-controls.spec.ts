import { expect, type Locator } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The signed-in header's letter avatar, and the controls around a post: the actions menu among the post's
// other tools, and the answer editor's label.
let site: QaSite;
let questionId = '';

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  questionId = (
    await site.api<{ id: string }>(site.admin, 'POST', '/question', {
      title: 'Where do the post tools sit?',
      content: 'A question to look at its tools.',
      tags: [{ slug_name: 'support' }],
    })
  ).id;
});

test("the header's letter avatar is a whole square on every kind of page", async ({ page }) => {
  await site.signIn(page, site.admin);
  for (const path of ['/', '/users/settings/profile', '/admin/general']) {
    await gotoHydrated(page, site.at(path));
    const avatar = page.getByRole('banner').locator('.account-menu-trigger .avatar');
    await expect(avatar).toBeVisible();
    const box = (await avatar.boundingBox())!;
    expect([path, box.width, box.height]).toEqual([path, 24, 24]);
  }
});

/** What tells a control apart at a glance: its border, background, colour and type size. */
function lookOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.borderTopStyle, style.borderTopColor, style.backgroundColor, style.color, style.fontSize];
  });
}

test('"More actions" looks like the post\'s other tools, and its entries are menu items', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at(`/questions/${questionId}`));
  const post = page.locator('article.question-post');
  const more = post.getByRole('button', { name: en['post_status.menu.label'] });
  const share = post.getByRole('button', { name: en['questions_ui.tools.share'] });
  // the member's menu loads once the session is known: on a busy machine the first page takes a while
  await expect(more).toBeVisible({ timeout: 30_000 });
  expect(await lookOf(more)).toEqual(await lookOf(share));
  await more.click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: en['post_action.close'] })).toBeVisible();
});

test("the answer editor is labelled by the area's heading: a press on the heading types there", async ({ page }) => {
  const member = await site.member('Label Reader');
  await site.signIn(page, member);
  await gotoHydrated(page, site.at(`/questions/${questionId}`));
  const editor = page.getByRole('textbox', { name: en['questions_ui.write.title'] });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('heading', { level: 2, name: en['questions_ui.write.title'] })
    .getByText(en['questions_ui.write.title'])
    .click();
  await expect(editor).toBeFocused();
});
