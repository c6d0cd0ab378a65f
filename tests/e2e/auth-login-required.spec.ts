import { expect } from '@playwright/test';
import { admin, startAuthServer, type AuthServer } from './support/auth-server.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// A private site (installed with login required), on a server of this file's own.
let server: AuthServer;

test.beforeAll(async ({ siteServers }) => {
  server = await startAuthServer(siteServers, { loginRequired: true });
});

const at = (path: string) => `${server.baseURL}/answer${path}`;

test('login-required mode sends an anonymous visitor to login, and back after logging in', async ({ page }) => {
  await gotoHydrated(page, at('/questions?page=2'));
  await expect(page).toHaveURL(at('/users/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/questions?page=2'));
});

test('the pages exempt from login-required mode stay open to anonymous visitors', async ({ page }) => {
  for (const path of ['/tos', '/users/register', '/users/account-recovery']) {
    await gotoHydrated(page, at(path));
    await expect(page).toHaveURL(at(path));
  }
});
