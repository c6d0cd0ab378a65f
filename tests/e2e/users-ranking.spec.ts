import { expect } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { gotoHydrated, holdScripts, waitForHydration } from './support/hydration.ts';
import { say } from './support/messages.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { test } from './support/test.ts';

// A quiet site: people have reputation from long ago and nobody gained any this year. The users page
// opens on all time, which lists them by reputation; another period is picked from the page and kept
// in its address.
let site: QaSite;
let olga: Member;
let pete: Member;

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  olga = await site.member('Olga Oldtimer');
  pete = await site.member('Pete Regular');
  site.setReputation(olga, 5220);
  site.setReputation(pete, 740);
  // all of it earned more than a year ago
  site.server
    .database()
    .prepare('UPDATE reputation SET created_at = created_at - ?')
    .run(400 * 86_400);
});

test('the users page lists the highest reputation of all time, and a period picked from it', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, site.at('/users'));
  await expect(page.getByText(say('users_ui.ranking.intro.reputation', { period: 'all', days: 0 }))).toBeVisible();
  const cards = page.locator('.user-card');
  await expect(cards.first()).toContainText('Olga Oldtimer');
  await expect(cards.first()).toContainText(say('users_ui.ranking.reputation', { count: '5,220' }));
  await expect(cards.nth(1)).toContainText('Pete Regular');
  const period = page.getByLabel(en['users_ui.ranking.period_label']);
  await expect(period).toHaveValue('all');

  // a pick made before the scripts run has a test of its own (below)
  await waitForHydration(page);
  await period.selectOption({ label: en['users_ui.ranking.period.month'] });
  await expect(page).toHaveURL(/[?&]period=month\b/);
  await expect(page.getByText(say('users_ui.ranking.intro.reputation', { period: 'month', days: 30 }))).toBeVisible();
  await expect(page.getByText(en['users_ui.ranking.empty'])).toBeVisible();

  await page.goBack();
  await expect(period).toHaveValue('all');
  await expect(cards.first()).toContainText('Olga Oldtimer');

  // the staff are the staff whatever the period
  await page.getByRole('link', { name: en['users_ui.ranking.tab.staff'] }).click();
  await expect(period).toHaveCount(0);
});

test('a period picked before the page is taken over by its scripts is shown once they run', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(site.at('/users'), { waitUntil: 'commit' });
  const period = page.getByLabel(en['users_ui.ranking.period_label']);
  await expect(period).toHaveValue('all');
  await expect(page.locator('html[data-hydrating]')).toHaveCount(1);
  await period.selectOption({ label: en['users_ui.ranking.period.month'] });
  await release();
  await expect(page).toHaveURL(/[?&]period=month\b/);
  await expect(page.getByText(en['users_ui.ranking.empty'])).toBeVisible();
});
