import { expect, type Page } from '@playwright/test';
import { admin, startAuthServer, type AuthServer } from './support/auth-server.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Accounts and the session in a real browser, against a server of this file's own (see auth-server.ts).
let server: AuthServer;

test.beforeAll(async ({ siteServers }) => {
  server = await startAuthServer(siteServers);
});

let serial = 0;
function newPerson(name: string) {
  serial += 1;
  return {
    name: `${name} ${serial}`,
    email: `${name.toLowerCase()}${serial}-${Date.now()}@example.com`,
    password: 'a-long-password',
  };
}

const at = (path: string) => `${server.baseURL}/answer${path}`;

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await gotoHydrated(page, at('/users/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(at('/users/login'));
}

/** Signs up through the form; the page then only says that a mail went out (nobody is signed in). */
async function signUp(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await gotoHydrated(page, at('/users/register'));
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `We sent an email to ${person.email}. Follow its link to activate your account.`,
  );
  await expect(page).toHaveURL(at('/users/register'));
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
}

/** Signs up, then logs in before activating, which lands on the inactive notice. */
async function signUpAndLogIn(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await signUp(page, person);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(at('/users/login?status=inactive'));
}

/** An activated account made through the API: sign-up, then the link the activation mail carries. */
async function activatedAccount() {
  const person = newPerson('Member');
  const signedUp = await server.call<null>('POST', '/answer/api/v1/user/register/email', {
    name: person.name,
    e_mail: person.email,
    pass: person.password,
  });
  expect(signedUp.code).toBe(200);
  const code = new URL(await server.linkMailedTo(person.email, '/users/account-activation')).searchParams.get('code');
  expect((await server.call('POST', '/answer/api/v1/user/email/verification', { code })).code).toBe(200);
  const { id, username } = server
    .database()
    .prepare('SELECT id, username FROM users WHERE e_mail = ?')
    .get(person.email) as { id: number; username: string };
  return { ...person, id: String(id), username };
}

/** Suspends a member as an admin does, through PUT admin user/status; returns the stored end (null: forever). */
async function suspend(userId: string, duration: '72h' | 'forever'): Promise<number | null> {
  const signedIn = await server.call<{ access_token: string }>('POST', '/answer/api/v1/user/login/email', {
    e_mail: admin.email,
    pass: admin.password,
  });
  const changed = await server.call(
    'PUT',
    '/answer/admin/api/user/status',
    { user_id: userId, status: 'suspended', suspend_duration: duration },
    signedIn.data.access_token,
  );
  expect(changed.code).toBe(200);
  const row = server.database().prepare('SELECT suspended_until FROM users WHERE id = ?').get(userId) as {
    suspended_until: number | null;
  };
  return row.suspended_until;
}

test('register → follow the emailed activation link → signed in', async ({ page }) => {
  const person = newPerson('Newcomer');
  await signUp(page, person);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await gotoHydrated(page, await server.linkMailedTo(person.email, '/users/account-activation'));
  await expect(page).toHaveURL(at('/users/account-activation/success'));
  await expect(page.getByText(`Welcome, ${person.name}! Your account is activated.`)).toBeVisible();
  const menu = page.getByRole('banner').getByText(person.name);
  await expect(menu).toBeVisible();

  // Signed in for good: a reload keeps the session, and the activated user may use login-only pages.
  await page.reload();
  await expect(page.getByRole('banner').getByText(person.name)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('a sign-up with an address that has an account looks exactly like a new one', async ({ page }) => {
  await signUp(page, { name: 'Someone Else', email: admin.email, password: 'another-long-password' });
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(at('/'));
});

test('a wrong password shows the inline field error; the right one signs in', async ({ page }) => {
  await gotoHydrated(page, at('/users/login'));
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Email and password do not match\./);
  await expect(page).toHaveURL(at('/users/login'));

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('banner').getByText(admin.name, { exact: true })).toBeVisible();
});

test('the inactive notice resends the activation mail through its modal, with the Sent successfully toast', async ({
  page,
}) => {
  const person = newPerson('Waiting');
  await signUpAndLogIn(page, person);
  await expect(page.getByText(`We sent an activation email to ${person.email}.`)).toBeVisible();
  const firstLink = await server.linkMailedTo(person.email, '/users/account-activation');

  await page.getByRole('button', { name: 'Resend activation email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend activation email' });
  await expect(dialog).toContainText(person.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sent successfully', { exact: true })).toBeVisible();
  await expect.poll(() => server.linkMailedTo(person.email, '/users/account-activation')).not.toBe(firstLink);

  // Only the newest link works: the first one now lands on the activation-failed page.
  await gotoHydrated(page, firstLink);
  await expect(page).toHaveURL(at('/users/account-activation/failed'));
  await expect(page.getByText('This activation link is no longer valid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend activation email' })).toBeVisible();
});

test('a signed-in user suspended by an admin lands on the suspended page, which says until when', async ({
  page,
  browser,
}) => {
  const person = await activatedAccount();
  await logIn(page, person.email, person.password);
  await gotoHydrated(page, at('/questions'));
  const until = await suspend(person.id, '72h');
  expect(until).not.toBeNull();

  // the next page they open finds them suspended (the server still knows their session): the suspended page
  await gotoHydrated(page, at('/users/notifications/inbox'));
  await expect(page).toHaveURL(at('/users/account-suspended'));
  const untilText = new Date(until! * 1000).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  await expect(page.getByText(`Your account has been suspended until ${untilText}.`)).toBeVisible();

  // Suspended forever: no end time.
  expect(await suspend(person.id, 'forever')).toBeNull();
  await page.reload();
  await expect(page.getByText('Your account has been suspended forever.')).toBeVisible();

  // Logging in again in another browser is refused and ends on the same page.
  const other = await browser.newPage();
  await gotoHydrated(other, at('/users/login'));
  await other.getByLabel('Email').fill(person.email);
  await other.getByLabel('Password').fill(person.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(at('/users/account-suspended'));
  await expect(other.getByText('This account has been suspended.')).toBeVisible();
  await other.close();
});

test('a protected page sends a visitor to log in and back there afterwards', async ({ page }) => {
  const person = await activatedAccount();
  await gotoHydrated(page, at('/users/settings/account'));
  await expect(page).toHaveURL(at('/users/login'));
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/users/settings/account'));
});

test('Log in pressed before the page is taken over by its scripts still leads back to that page', async ({ page }) => {
  const person = await activatedAccount();
  // the server-drawn page shows while its scripts are held: Log in is then a plain link
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  // module scripts hold DOMContentLoaded back, so the page is not waited for beyond its first bytes
  await page.goto(at('/tags'), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(at('/users/login'), { waitUntil: 'commit' });
  await page.unroute('**/assets/*.js');
  release();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/tags'));
});

test('the user menu leads to the settings and logs out', async ({ page }) => {
  const person = await activatedAccount();
  await logIn(page, person.email, person.password);
  const banner = page.getByRole('banner');
  await banner.getByText(person.name).click();
  // the account menu opens over the page (a Radix menu, in a portal), its entries are menu items
  await expect(page.getByRole('menuitem', { name: 'Settings', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  // The token is gone on the server too: a login-only page asks to log in again.
  await gotoHydrated(page, at('/users/settings/account'));
  await expect(page).toHaveURL(at('/users/login'));
});

test('the user menu works by keyboard: Enter opens it, Escape or leaving closes it, Profile comes first and leads to the own page', async ({
  page,
}) => {
  const person = await activatedAccount();
  await logIn(page, person.email, person.password);
  const banner = page.getByRole('banner');
  const profile = page.getByRole('menuitem', { name: 'Profile' });
  const menuButton = banner.getByRole('button', { name: person.name });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(profile).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(profile).toBeHidden();
  await menuButton.focus();
  // opened by keyboard, the menu puts the focus on its first entry
  await page.keyboard.press('Enter');
  await expect(profile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(`/users/${person.username}`));
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  // the menu closes behind the choice
  await expect(profile).toBeHidden();
});

test.describe('each state of the session meets the guards of §2 (through the UI)', () => {
  const adminArea = '/admin/users';

  test('not logged in: the admin area sends to login', async ({ page }) => {
    await gotoHydrated(page, at(adminArea));
    await expect(page).toHaveURL(at('/users/login'));
  });

  test('inactive: the admin area and activated-only pages send to the inactive page; login shows it too', async ({
    page,
  }) => {
    await signUpAndLogIn(page, newPerson('Pending'));
    for (const path of [adminArea, '/questions/ask', '/users/login']) {
      await gotoHydrated(page, at(path));
      await expect(page).toHaveURL(at('/users/login?status=inactive'));
      await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
    }
  });

  test('activated user: the admin area shows the 403 page in place; the login page sends home', async ({ page }) => {
    const person = await activatedAccount();
    await logIn(page, person.email, person.password);
    await gotoHydrated(page, at(adminArea));
    await expect(page).toHaveURL(at(adminArea));
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page).toHaveTitle(/^Forbidden/);
    await gotoHydrated(page, at('/users/login'));
    await expect(page).toHaveURL(at('/'));
  });

  test('admin: the admin area lets them in', async ({ page }) => {
    await logIn(page, admin.email, admin.password);
    await gotoHydrated(page, at(adminArea));
    await expect(page).toHaveURL(at(adminArea));
    await expect(page.getByText("You don't have permission to access this page.")).toHaveCount(0);
  });

  test('an expired link: the activation-failed page, whoever follows it', async ({ page }) => {
    await gotoHydrated(page, at('/users/account-activation?code=no-such-code'));
    await expect(page).toHaveURL(at('/users/account-activation/failed'));
    await expect(page.getByText('This link is no longer valid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  });
});

test('the link mailed to a new address makes it the account email, once; the used link is no longer valid', async ({
  page,
}) => {
  const person = await activatedAccount();
  const newEmail = `moved-${Date.now()}@example.com`;
  await logIn(page, person.email, person.password);
  await gotoHydrated(page, at('/users/change-email'));
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();

  const link = await server.linkMailedTo(newEmail, '/users/confirm-new-email');
  await gotoHydrated(page, link);
  await expect(page.getByRole('status')).toHaveText('Your new email address is confirmed.');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  const stored = server.database().prepare('SELECT e_mail FROM users WHERE id = ?').get(person.id) as {
    e_mail: string;
  };
  expect(stored.e_mail).toBe(newEmail);

  // A link works once: following it again lands on the page for links that are no longer valid.
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(at('/users/account-activation/failed'));
});
