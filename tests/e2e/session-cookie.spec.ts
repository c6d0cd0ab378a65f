import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { startAuthServer, type AuthServer } from './support/auth-server.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The web app's session lives in an HttpOnly cookie: the page works signed in, yet no script in it can read the session.
let server: AuthServer;

test.beforeAll(async ({ siteServers }) => {
  server = await startAuthServer(siteServers);
});

const at = (path: string) => `${server.baseURL}${constants.base_path}${path}`;

async function activatedAccount() {
  const person = { name: 'Cookie Keeper', email: `keeper-${Date.now()}@example.com`, password: 'a-long-password' };
  expect(
    (
      await server.call('POST', `${constants.api_prefix}/user/register/email`, {
        name: person.name,
        e_mail: person.email,
        pass: person.password,
      })
    ).code,
  ).toBe(200);
  const code = new URL(await server.linkMailedTo(person.email, '/users/account-activation')).searchParams.get('code');
  expect((await server.call('POST', `${constants.api_prefix}/user/email/verification`, { code })).code).toBe(200);
  return person;
}

test('signing in keeps the session out of scripts, a reload keeps it, and logging out ends it', async ({ page }) => {
  const person = await activatedAccount();
  await gotoHydrated(page, at('/users/login'));
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByText(person.name)).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name === constants.session.cookie.name);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: constants.session.cookie.path });
  const visibleToScripts = await page.evaluate(() => ({
    cookies: document.cookie,
    stored: JSON.stringify({ ...localStorage, ...sessionStorage }),
  }));
  expect(visibleToScripts.cookies).not.toContain(constants.session.cookie.name);
  expect(visibleToScripts.cookies).not.toContain(session!.value);
  expect(visibleToScripts.stored).not.toContain(session!.value);

  await page.reload();
  await expect(banner.getByText(person.name)).toBeVisible();
  await gotoHydrated(page, at('/users/settings/account'));
  await expect(page).toHaveURL(at('/users/settings/account'));

  await banner.getByText(person.name).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === constants.session.cookie.name)).toBe(false);
  // The old token is dead on the server too, not only forgotten by the browser.
  expect(
    (await server.call<unknown>('GET', `${constants.api_prefix}/user/info`, undefined, session!.value)).data,
  ).toBeNull();
  await page.reload();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
});
