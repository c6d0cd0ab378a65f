import { expect } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated, holdScripts, waitForHydration } from './support/hydration.ts';
import { test } from './support/test.ts';

// Tags in the browser: an admin creates a tag on /tags/create, a member asks with it, the tag's page
// lists the question, and the member follows the tag from there; an admin deletes and restores a tag
// from its info page.
let site: QaSite;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
});

test('an admin creates a tag, a member asks with it, finds it on the tag page and follows the tag', async ({
  page,
}) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/tags/create'));
  await expect(page.getByRole('heading', { level: 1, name: en['tag.create.title'] })).toBeVisible();
  // a refused form says why on the field and creates nothing
  await page.getByRole('button', { name: en['tag.create.submit'] }).click();
  await expect(page.getByText(en['validation.tag.display_name_required'])).toBeVisible();
  await page.getByLabel(en['tag.field.display_name.label']).fill('Beekeeping');
  await page.getByLabel(en['tag.field.slug_name.label']).fill('Beekeeping');
  await page.getByLabel(en['tag.field.original_text.label']).fill('Keeping **bees** in hives.');
  await page.getByRole('button', { name: en['tag.create.submit'] }).click();
  await expect(page).toHaveURL(site.at('/tags/beekeeping'));

  const member = await site.member('Bea Keeper');
  const title = 'How do I calm bees before opening a hive?';
  await site.api(member, 'POST', '/question', {
    title,
    content: 'Smoke or no smoke, and how much of it?',
    tags: [{ slug_name: 'beekeeping' }],
  });

  await site.signIn(page, member);
  await gotoHydrated(page, site.at('/tags'));
  await page.getByLabel(en['tags_ui.list.filter']).fill('bee');
  await page.getByRole('link', { name: 'Beekeeping' }).click();
  await expect(page).toHaveURL(site.at('/tags/beekeeping'));
  await expect(page.getByText('Keeping bees in hives.')).toBeVisible();
  await expect(page.locator('.question-list').getByRole('link', { name: title })).toBeVisible();

  const follow = page.getByRole('button', { name: en['questions_ui.tools.follow'] });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  const following = await site.api<Array<{ slug_name: string }>>(member, 'GET', '/tags/following');
  expect(following.map((tag) => tag.slug_name)).toEqual(['beekeeping']);
});

test('the filter box asks for tags once typing pauses and shows those matching what was typed', async ({ page }) => {
  for (const [slug_name, display_name] of [
    ['falconry', 'Falconry'],
    ['falcon-care', 'Falcon care'],
    ['fencing', 'Fencing'],
  ]) {
    await site.api(site.admin, 'POST', '/tag', { slug_name, display_name, original_text: '' });
  }
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/tags/page') && url.searchParams.has('slug_name'))
      asked.push(url.searchParams.get('slug_name')!);
  });
  await gotoHydrated(page, site.at('/tags'));
  await expect(page.getByRole('link', { name: 'Fencing' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel(en['tags_ui.list.filter']).pressSequentially('falc');
  await expect(page.getByRole('link', { name: 'Fencing' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Falconry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Falcon care' })).toBeVisible();
  await expect(page).toHaveURL(site.at('/tags?q=falc'));
  expect(asked).toEqual(['falc']);
});

test('what is typed into the filter before the page is taken over filters the list once it is', async ({ page }) => {
  await site.api(site.admin, 'POST', '/tag', { slug_name: 'knitting', display_name: 'Knitting', original_text: '' });
  await site.api(site.admin, 'POST', '/tag', { slug_name: 'kiting', display_name: 'Kiting', original_text: '' });
  // the page's scripts are held while the drawn page is typed into
  const release = await holdScripts(page);
  await page.goto(site.at('/tags'), { waitUntil: 'commit' });
  const filter = page.getByLabel(en['tags_ui.list.filter']);
  await expect(filter).toBeVisible();
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
  await filter.pressSequentially('knit');
  await release();
  await waitForHydration(page);
  await expect(filter).toHaveValue('knit');
  await expect(page.getByRole('link', { name: 'Kiting' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Knitting' })).toBeVisible();
});

test('the page of a deleted tag is the not-found page', async ({ page }) => {
  await site.api(site.admin, 'POST', '/tag', {
    slug_name: 'quill-pens',
    display_name: 'Quill pens',
    original_text: 'Writing with feathers.',
  });
  const tag = await site.api<{ tag_id: string }>(null, 'GET', '/tag?name=quill-pens');
  await site.api(site.admin, 'DELETE', '/tag', { tag_id: tag.tag_id });
  await gotoHydrated(page, site.at('/tags/quill-pens'));
  await expect(page.getByText(en['error_page.not_found.message'])).toBeVisible();
  await expect(page.getByText('Writing with feathers.')).toHaveCount(0);
});

test('an admin deletes an unused tag from its info page after confirming, finds it gone, and restores it', async ({
  page,
}) => {
  await site.api(site.admin, 'POST', '/tag', {
    slug_name: 'lace-making',
    display_name: 'Lace making',
    original_text: 'Bobbins and pins.',
  });
  const confirmDialog = page.getByRole('alertdialog');
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/tags/lace-making/info'));
  const remove = page.getByRole('button', { name: en['post_action.delete'], exact: true });

  // cancelling leaves the tag as it is and the keyboard on the button
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(confirmDialog).toContainText(en['tags_ui.status.confirm_delete'].replace('{name}', 'Lace making'));
  await confirmDialog.getByRole('button', { name: en['dialog.cancel'] }).click();
  await expect(confirmDialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect((await site.api<{ status: string }>(null, 'GET', '/tag?name=lace-making')).status).toBe('available');

  await page.keyboard.press('Enter');
  await confirmDialog.getByRole('button', { name: en['dialog.confirm'] }).click();
  await expect(page).toHaveURL(site.at('/tags'));
  await expect(page.getByText(en['post_status.done.delete'], { exact: true })).toBeVisible();
  await page.getByLabel(en['tags_ui.list.filter']).fill('lace');
  await expect(page.getByText(en['tags_ui.list.empty'])).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lace making' })).toHaveCount(0);

  await gotoHydrated(page, site.at('/tags/lace-making/info'));
  const notice = page.getByRole('status').filter({ hasText: en['tags_ui.status.deleted'] });
  await expect(notice).toBeVisible();
  await expect(remove).toHaveCount(0);
  await page.getByRole('button', { name: en['post_action.undelete'] }).click();
  await expect(confirmDialog).toContainText(en['tags_ui.status.confirm_undelete'].replace('{name}', 'Lace making'));
  await confirmDialog.getByRole('button', { name: en['dialog.confirm'] }).click();
  await expect(page.getByText(en['post_status.done.undelete'], { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Lace making' })).toBeFocused();
  await expect(remove).toBeVisible();

  // the tag's history tells it, newest last
  await page.getByRole('link', { name: en['tags_ui.info.history'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['timeline.heading'] })).toBeVisible();
  const actions = page.getByRole('row').locator('td:nth-child(2)');
  await expect(actions).toHaveText([
    en['timeline.type.created'],
    en['timeline.type.deleted'],
    en['timeline.type.undeleted'],
  ]);

  await gotoHydrated(page, site.at('/tags?q=lace'));
  await expect(page.getByRole('link', { name: 'Lace making' })).toBeVisible();
});

test('deleting a tag a question carries shows why it is refused and changes nothing', async ({ page }) => {
  await site.api(site.admin, 'POST', '/tag', { slug_name: 'weaving', display_name: 'Weaving', original_text: '' });
  await site.api(site.admin, 'POST', '/question', {
    title: 'Which loom suits a beginner weaver?',
    content: 'Rigid heddle or table loom?',
    tags: [{ slug_name: 'weaving' }],
  });
  const remove = page.getByRole('button', { name: en['post_action.delete'], exact: true });

  // a visitor is offered no delete
  await gotoHydrated(page, site.at('/tags/weaving/info'));
  await expect(page.getByRole('link', { name: en['tags_ui.info.history'] })).toBeVisible();
  await expect(remove).toHaveCount(0);

  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/tags/weaving/info'));
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: en['dialog.confirm'] }).click();
  await expect(page.getByText(en['error.tag.is_used_cannot_delete'], { exact: true })).toBeVisible();
  await expect(page).toHaveURL(site.at('/tags/weaving/info'));
  await expect(page.getByText(en['post_status.done.delete'], { exact: true })).toHaveCount(0);
  expect((await site.api<{ status: string }>(null, 'GET', '/tag?name=weaving')).status).toBe('available');
});
