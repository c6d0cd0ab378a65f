import { expect as baseExpect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The admin area in Chromium: the dashboard's numbers and chart, the questions list's status tabs and
// actions, a moderator kept out, and the admin code kept out of the public pages' first load.
// a machine shared by many runs may take more than the default 5 s to load a page
const expect = baseExpect.configure({ timeout: 15_000 });
let site: QaSite;
let moderator: Member;
let removedId: string;
const title = (name: string) => `Admin tides question ${name}`;

test.use({ colorScheme: 'light' });

const adminCall = <T>(method: string, path: string, body?: unknown) =>
  site.server.call<T>(method, `${constants.admin_api_prefix}${path}`, body, site.admin.token);

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  const ids: Record<string, string> = {};
  for (const name of ['kept', 'removed', 'closing']) {
    const asked = await site.api<{ id: string }>(site.admin, 'POST', '/question', {
      title: title(name),
      content: `The body of the ${name} question, long enough.`,
      tags: [{ slug_name: 'tides', display_name: 'tides' }],
    });
    ids[name] = asked.id;
  }
  const answerer = await site.member('Ada Answerer');
  await site.api(answerer, 'POST', '/answer', { question_id: ids.kept, content: 'High tide comes twice a day.' });
  await adminCall('PUT', '/question/status', { question_id: ids.removed, status: 'deleted' });
  removedId = ids.removed!;
  moderator = await site.member('Mo Moderator');
  site.server
    .database()
    .prepare('UPDATE users SET role_id = ? WHERE id = ?')
    .run(constants.roles.moderator, moderator.id);
});

/** The script files a page asked for while it loaded. */
function scriptsLoadedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const adminChunk = /\/(AdminLayout|Dashboard|Questions|Answers)-[^/]*\.js$/;

test("the public pages' first load carries no admin code; the admin area loads it", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  await gotoHydrated(page, site.at('/questions'));
  await expect(page.getByRole('link', { name: title('kept') }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => adminChunk.test(path))).toEqual([]);
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin'));
  await expect(page.getByRole('heading', { level: 1, name: en['admin_dashboard.heading'] })).toBeVisible();
  expect(scripts.some((path) => /\/AdminLayout-[^/]*\.js$/.test(path))).toBe(true);
});

test('an admin sees the real numbers of the site and the chart of the last days', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/dashboard'));
  const numbers = await adminCall<{ info: { question_count: number; answer_count: number; user_count: number } }>(
    'GET',
    '/dashboard',
  );
  const stat = (label: string) =>
    page
      .locator('.admin-stat')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  // the two open questions asked here count, with the site's starter questions
  expect(numbers.data.info.question_count).toBeGreaterThanOrEqual(3);
  await expect(stat(en['admin_dashboard.counts.questions'])).toHaveText(String(numbers.data.info.question_count));
  await expect(stat(en['admin_dashboard.counts.answers'])).toHaveText(String(numbers.data.info.answer_count));
  await expect(stat(en['admin_dashboard.counts.users'])).toHaveText(String(numbers.data.info.user_count));
  const chartName = en['admin_dashboard.chart.heading'].replace('{days}', String(constants.admin_dashboard.chart_days));
  await expect(page.getByRole('img', { name: chartName })).toBeVisible();
  await page.getByText(en['admin_dashboard.chart.table_toggle']).click();
  const rows = page.locator('.chart-table tbody tr');
  await expect(rows).toHaveCount(constants.admin_dashboard.chart_days);
  // today: the three questions and the answer of this test at least
  const today = rows.last().locator('td');
  expect(Number(await today.nth(0).textContent())).toBeGreaterThanOrEqual(3);
  expect(Number(await today.nth(1).textContent())).toBeGreaterThanOrEqual(1);
  // the nav lists the contents group built from spec/routes.yaml
  const nav = page.getByRole('navigation', { name: en['layout.admin_navigation'] });
  await expect(nav.getByRole('link', { name: en['page_title.admin_questions'] })).toBeVisible();
});

test('a deleted question opened by an admin carries the deleted notice', async ({ page }) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at(`/questions/${removedId}`));
  const banner = page.locator('.post-banner-danger');
  await expect(banner).toContainText(en['post_status.deleted_notice']);
});

test('the dashboard warns when requests carry forwarding headers from a proxy the site does not trust', async ({
  page,
}) => {
  // this site trusts no proxy: a request naming its visitor in X-Forwarded-For comes through an untrusted one
  const forwarded = await fetch(site.at('/questions'), { headers: { 'X-Forwarded-For': '198.51.100.4' } });
  expect(forwarded.status).toBe(200);
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/dashboard'));
  const warning = page.getByRole('alert').filter({ hasText: en['admin_dashboard.proxy.heading'] });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('X-Forwarded-For');
  await expect(warning).toContainText('TRUSTED_PROXIES');
  await expect(warning).toContainText('server.trusted_proxies');
});

async function act(page: Page, rowTitle: string, action: string, done: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: rowTitle }) });
  await row.getByRole('button', { name: action }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: en['dialog.confirm'] })
    .click();
  await expect(page.getByText(done, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: rowTitle })).toHaveCount(0);
}

test('an admin filters deleted questions, undeletes one, closes one and reopens it', async ({ page }) => {
  // four actions, each with a dialog, a toast and a reloaded list: more than the default on a busy machine
  test.setTimeout(90_000);
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/questions'));
  const tabs = page.getByRole('navigation', { name: en['admin_contents.status_label'] });
  await expect(page.getByRole('link', { name: title('kept') })).toBeVisible();
  await expect(page.getByRole('link', { name: title('removed') })).toHaveCount(0);

  await tabs.getByRole('link', { name: en['admin_contents.status.deleted'] }).click();
  await expect(page).toHaveURL(/status=deleted/);
  await act(page, title('removed'), en['post_action.undelete'], en['post_status.done.undelete']);

  await tabs.getByRole('link', { name: en['admin_contents.status.available'] }).click();
  await page.getByRole('main').getByLabel(en['admin_contents.search_label']).fill('tides question');
  await expect(page.getByRole('link', { name: title('removed') })).toBeVisible();
  await act(page, title('closing'), en['post_action.close'], en['post_status.done.close']);

  await tabs.getByRole('link', { name: en['admin_contents.status.closed'] }).click();
  await act(page, title('closing'), en['post_action.reopen'], en['post_status.done.reopen']);
  await tabs.getByRole('link', { name: en['admin_contents.status.available'] }).click();
  await expect(page.getByRole('link', { name: title('closing') })).toBeVisible();
});

test('a moderator gets the 403 page on /admin; a visitor is sent to log in', async ({ page }) => {
  await site.signIn(page, moderator);
  await gotoHydrated(page, site.at('/admin'));
  await expect(page.getByText(en['error_page.forbidden.message'])).toBeVisible();
  await expect(page.getByRole('navigation', { name: en['layout.admin_navigation'] })).toHaveCount(0);
  await page.context().clearCookies();
  await gotoHydrated(page, site.at('/admin/questions'));
  await expect(page).toHaveURL(/\/users\/login/);
});
