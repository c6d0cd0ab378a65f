import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import type { PrivateServer } from './support/private-server.ts';
import { allowProfileEdits } from './support/installed-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// A brand-new site, as `npm start` leaves it: nothing configured, so it starts in install mode.
let server: PrivateServer;
const admin = { name: 'admin', email: 'admin@example.org', password: 'an admin password' };
const member = { name: 'Grace Member', email: 'grace@example.org', password: 'a member password' };

/** With no SMTP server set up yet, the site writes each mail (recipient, subject, link) to its log. */
function activationLinkInLog(output: string, email: string): string | undefined {
  for (const line of output.split('\n').reverse()) {
    if (!line.startsWith('{')) continue;
    const mail = (JSON.parse(line) as { mail?: { to: string; link: string } }).mail;
    if (mail?.to === email && mail.link.includes('/users/account-activation?code=')) return mail.link;
  }
  return undefined;
}

test('a new site is installed, a second person joins through the emailed link, signs in, and sets profile and colours', async ({
  page,
  siteServers,
}) => {
  // a server process of its own, then a whole install and sign-up
  test.setTimeout(120_000);
  server = await siteServers.start();
  const at = (path: string) => `${server.origin}${constants.base_path}${path}`;

  // Every page leads to the installation wizard.
  await gotoHydrated(page, at('/'));
  await expect(page).toHaveURL(at('/install'));
  await page.getByRole('button', { name: en['install.wizard.next'] }).click();
  await expect(page.getByRole('radio', { name: 'SQLite' })).toBeChecked();
  await page.getByRole('button', { name: en['install.database.submit'] }).click();
  await expect(page.getByText(en['install.config_file.created'])).toBeVisible();
  await page.getByRole('button', { name: en['install.wizard.next'] }).click();
  await page.getByLabel(en['install.site_name.label']).fill('Garden Answers');
  await page.getByLabel(en['install.site_url.label']).fill(server.origin);
  await page.getByLabel(en['install.contact_email.label']).fill('team@example.org');
  await page.getByLabel(en['install.admin_name.label'], { exact: true }).fill(admin.name);
  await page.getByLabel(en['install.admin_password.label'], { exact: true }).fill(admin.password);
  await page.getByLabel(en['install.admin_email.label'], { exact: true }).fill(admin.email);
  await page.getByRole('button', { name: en['install.base_info.submit'] }).click();
  await expect(page.getByRole('heading', { level: 2, name: en['install.done.title'] })).toBeVisible();
  await page.getByRole('link', { name: en['install.done.visit'] }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Garden Answers' })).toBeVisible();

  // The built-in captcha guards sign-ups; a test cannot read its picture, so the admin switches it
  // off with the admin call (the admin plugin page arrives with the admin area).
  const signedIn = await fetch(at('/api/v1/user/login/email'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ e_mail: admin.email, pass: admin.password }),
  }).then((response) => response.json());
  const switched = await fetch(`${server.origin}${constants.admin_api_prefix}/plugin/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: signedIn.data.access_token },
    body: JSON.stringify({ plugin_slug_name: constants.captcha.plugin_slug, enabled: false }),
  });
  expect(switched.status).toBe(200);
  await allowProfileEdits(server.origin, signedIn.data.access_token);

  // A second person signs up, and is told an email went out.
  await banner.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(en['account.register.sent'].replace('{email}', member.email));

  // The emailed activation link activates the account and signs the person in.
  await expect.poll(() => activationLinkInLog(server.output(), member.email)).toBeDefined();
  await gotoHydrated(page, activationLinkInLog(server.output(), member.email)!);
  await expect(page).toHaveURL(at('/users/account-activation/success'));
  await expect(banner.getByText(member.name)).toBeVisible();

  // Log out, then sign in with the new account.
  await banner.getByText(member.name).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await banner.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(banner.getByText(member.name)).toBeVisible();

  // The profile and the colour scheme, both kept after a reload.
  await gotoHydrated(page, at('/users/settings/profile'));
  await page.getByLabel('Display name').fill('Grace H.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Interface settings' }).click();
  await page.getByRole('main').getByLabel('Colour scheme').selectOption({ label: 'Dark' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect(banner.getByText('Grace H.')).toBeVisible();
});
