import { expect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The admin's users pages in the browser: an admin sets a member's password (the member logs in with it),
// changes the member's role, suspends them (they can log in no more), adds two people in bulk, and deletes
// another member with all their content (their question is gone).
let site: QaSite;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
});

/** Status of a login through the API, as a client sees it. */
async function loginStatus(email: string, password: string): Promise<number> {
  const answer = await site.server.call('POST', `${constants.api_prefix}/user/login/email`, {
    e_mail: email,
    pass: password,
  });
  return answer.code;
}

/** The users list narrowed to one person by the search box. */
async function findUser(page: Page, who: Pick<Member, 'email'>): Promise<void> {
  const search = page.locator('#content').getByRole('search');
  await search.getByLabel(en['admin_users.search.label']).fill(who.email);
  await search.getByRole('button', { name: en['admin_users.search.submit'] }).click();
  await expect(page.locator('.admin-users-table tbody tr')).toHaveCount(1);
}

async function openAction(page: Page, who: Pick<Member, 'name'>, action: string): Promise<void> {
  await page.getByRole('button', { name: en['admin_users.action.menu'].replace('{name}', who.name) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an admin sets a password, changes the role and suspends a member, who then cannot log in', async ({ page }) => {
  const member = await site.member('Sam Sample');
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/users'));
  await expect(page.getByRole('heading', { level: 1, name: en['admin_users.title'] })).toBeVisible();
  await findUser(page, member);
  const row = page.locator('.admin-users-table tbody tr');

  // the actions menu works from the keyboard: Enter opens it on its first item, arrows move, Escape closes
  const menuButton = page.getByRole('button', { name: en['admin_users.action.menu'].replace('{name}', member.name) });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: en['admin_users.action.change_role'] })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: en['admin_users.action.suspend'] })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('menuitem', { name: en['admin_users.action.suspend'] })).toBeHidden();

  await openAction(page, member, en['admin_users.action.set_password']);
  const dialog = page.getByRole('dialog', { name: en['admin_users.password.title'] });
  await dialog.getByLabel(en['admin_users.password.label']).fill('short');
  await dialog.getByRole('button', { name: en['admin_users.password.submit'] }).click();
  await expect(dialog.getByText('Password must be at 8-32 characters in length.')).toBeVisible();
  await dialog.getByLabel(en['admin_users.password.label']).fill('a brand new secret');
  await dialog.getByRole('button', { name: en['admin_users.password.submit'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en['admin_users.done.password'], { exact: true })).toBeVisible();
  expect(await loginStatus(member.email, member.password)).toBe(400);
  expect(await loginStatus(member.email, 'a brand new secret')).toBe(200);

  await openAction(page, member, en['admin_users.action.change_role']);
  const roleDialog = page.getByRole('dialog', { name: en['admin_users.role.title'] });
  await roleDialog.getByLabel(en['admin_users.role.label']).selectOption({ label: en['admin_users.role_name.3'] });
  await roleDialog.getByRole('button', { name: en['admin_users.role.submit'] }).click();
  await expect(row.getByRole('cell', { name: en['admin_users.role_name.3'], exact: true })).toBeVisible();

  await openAction(page, member, en['admin_users.action.suspend']);
  const suspendDialog = page.getByRole('dialog', { name: en['admin_users.suspend.title'] });
  await suspendDialog
    .getByLabel(en['admin_users.suspend.duration'])
    .selectOption({ label: en['admin_users.duration.7d'] });
  await suspendDialog.getByRole('button', { name: en['admin_users.suspend.submit'] }).click();
  await expect(row.locator('.admin-user-status-suspended')).toBeVisible();
  expect(await loginStatus(member.email, 'a brand new secret')).toBe(403);

  // the suspended tab lists them; the detail page says the same
  await page.getByRole('link', { name: en['admin_users.tab.suspended'] }).click();
  await page.getByRole('link', { name: member.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.locator('.admin-user-status-suspended')).toBeVisible();
});

test('an admin adds two people in bulk, and the refused line is named first', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/users'));
  await page.getByRole('button', { name: en['admin_users.add_button'] }).click();
  const dialog = page.getByRole('dialog', { name: en['admin_users.add.title'] });
  await dialog.getByLabel(en['admin_users.add.bulk']).check();
  const users = dialog.getByLabel(en['admin_users.bulk.label'], { exact: true });
  await users.fill('Bulk Ada, bulk-ada@example.org, ada password\nBulk Bob, not-an-email, bob password');
  await dialog.getByRole('button', { name: en['admin_users.bulk.submit'] }).click();
  await expect(dialog.getByText('Line 2: Invalid Email Address.')).toBeVisible();
  await users.fill('Bulk Ada, bulk-ada@example.org, ada password\nBulk Bob, bulk-bob@example.org, bob password');
  await dialog.getByRole('button', { name: en['admin_users.bulk.submit'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 users were added.', { exact: true })).toBeVisible();
  await findUser(page, { email: 'bulk-bob@example.org' });
  expect(await loginStatus('bulk-ada@example.org', 'ada password')).toBe(200);
});

test('an admin deletes a member with all their content, and their question disappears', async ({ page }) => {
  const member = await site.member('Del Author');
  const question = await site.api<{ id: string }>(member, 'POST', '/question', {
    title: 'A question that will go with its author',
    content: 'Written by someone about to be deleted.',
    tags: [{ slug_name: 'support' }],
  });
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at(`/questions/${question.id}`));
  await expect(page.getByRole('heading', { name: 'A question that will go with its author' })).toBeVisible();

  await gotoHydrated(page, site.at('/admin/users'));
  await findUser(page, member);
  await openAction(page, member, en['admin_users.action.delete']);
  const dialog = page.getByRole('dialog', { name: en['admin_users.delete.title'] });
  await dialog.getByLabel(en['admin_users.delete.remove_all_content']).check();
  await dialog.getByRole('button', { name: en['admin_users.delete.submit'] }).click();
  await expect(page.getByText(en['admin_users.done.status'], { exact: true })).toBeVisible();
  await expect(page.getByText(en['admin_users.empty'])).toBeVisible();

  // a reader no longer finds it
  await site.signIn(page, await site.member('Rae Reader'));
  await gotoHydrated(page, site.at(`/questions/${question.id}`));
  await expect(page.getByRole('heading', { level: 1, name: en['error_page.not_found.title'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A question that will go with its author' })).toBeHidden();
  expect(await loginStatus(member.email, member.password)).toBe(400);
  // the address is free again
  const again = await site.server.call(
    'POST',
    '/answer/admin/api/user',
    {
      display_name: 'Del Again',
      e_mail: member.email,
      password: 'another password',
    },
    site.admin.token,
  );
  expect(again.code).toBe(200);
});

const rowActions = ['change_role', 'suspend', 'deactivate', 'set_password', 'edit_profile', 'delete'].map(
  (action) => en[`admin_users.action.${action}` as keyof typeof en],
);

/**
 * Each of the open menu's entries is drawn where a person can see and press it: inside the window, and
 * the topmost thing at its centre (no table, row or scrolling box painted over it or clipping it).
 */
async function reachableEntries(page: Page, labels: readonly string[]): Promise<string[]> {
  const reachable: string[] = [];
  for (const label of labels) {
    const entry = page.getByText(label, { exact: true });
    await expect(entry).toBeVisible();
    const pressable = await entry.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const inWindow = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return inWindow && top !== null && (element.contains(top) || top.contains(element));
    });
    if (pressable) reachable.push(label);
  }
  return reachable;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the actions menu of a search's only row shows every action, and Suspend opens`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = await site.member(`Row Menu ${width}`);
    await site.signIn(page, site.admin);
    await gotoHydrated(page, site.at('/admin/users'));
    await findUser(page, member);
    await page.getByRole('button', { name: en['admin_users.action.menu'].replace('{name}', member.name) }).click();
    expect(await reachableEntries(page, rowActions)).toEqual(rowActions);
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(rowActions);
    await page.getByRole('menuitem', { name: en['admin_users.action.suspend'] }).click();
    await expect(page.getByRole('dialog', { name: en['admin_users.suspend.title'] })).toBeVisible();
  });
}
