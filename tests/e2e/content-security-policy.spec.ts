import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { say } from './support/messages.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { watchViolations } from './support/csp-violations.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The pages under the server's strict Content-Security-Policy (no inline script without a nonce, no
// eval): any violation Chromium reports fails the test, and the forms still check their input.
let site: QaSite;
let asker: Member;
let questionId: string;

test.beforeAll(async ({ siteServers }) => {
  site = await startQaSite(siteServers);
  asker = await site.member('csp asker');
  const question = await site.api<{ id: string }>(site.admin, 'POST', '/question', {
    title: 'Does the page run under a strict policy?',
    content: 'Every script of this page should come from the site itself, and nothing should be evaluated.',
    tags: [{ slug_name: 'security', display_name: 'security' }],
  });
  questionId = question.id;
});

test('the main pages load without a single policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const pages = [
    '/',
    '/questions',
    `/questions/${questionId}`,
    '/tags',
    '/users',
    `/users/${asker.username}`,
    '/search?q=policy',
    '/users/login',
    '/users/register',
  ];
  for (const path of pages) {
    const response = await gotoHydrated(page, site.at(path));
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'nonce-");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  await site.signIn(page, asker);
  await gotoHydrated(page, site.at(`/questions/${questionId}`));
  await expect(page.getByRole('heading', { name: 'Does the page run under a strict policy?' })).toBeVisible();
  await gotoHydrated(page, site.at('/questions/ask'));
  await expect(page.getByLabel(en['question.field.title.label'])).toBeVisible();
  // A dialog locks the page's scrolling with a style element of its own.
  await page.getByRole('button', { name: /image/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the login form checks its input in the page under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes(`${constants.api_prefix}/user/login`)) sent += 1;
  });
  await gotoHydrated(page, site.at('/users/login'));
  await page.getByLabel(en['user.field.e_mail.label']).fill('not an address');
  await page.getByLabel(en['user.field.pass.label']).fill('whatever password');
  await page.getByRole('button', { name: en['user.login.submit'] }).click();
  await expect(page.getByText(say('validation.email_invalid'))).toBeVisible();
  expect(sent).toBe(0);
  await site.logIn(page, asker);
  expect(violations).toEqual([]);
});

test('the ask form checks its input in the page under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await site.signIn(page, asker);
  await gotoHydrated(page, site.at('/questions/ask'));
  await page.getByLabel(en['question.field.title.label']).fill('ab');
  await page.getByRole('button', { name: en['ask.submit'] }).click();
  await expect(
    page.getByText(say('validation.question.title_min_length', { min: constants.limits.question.title_min })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/questions\/ask$/);
  expect(violations).toEqual([]);
});

test('a script injected into a page does not run, and the watcher above would have seen it', async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, site.at('/questions'));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.handled = true');
    image.src = 'data:,not-an-image';
    document.body.append(image);
    return new Promise((resolve) =>
      setTimeout(() => resolve({ injected: 'injected' in window, handled: 'handled' in window }), 500),
    );
  });
  expect(ran).toEqual({ injected: false, handled: false });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
});
