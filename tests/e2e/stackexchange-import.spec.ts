import { expect as baseExpect } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { quorum } from '../api/support/quorum-cli.ts';
import { gotoHydrated, waitForHydration } from './support/hydration.ts';
import { installSite, signInByApi } from './support/installed-site.ts';
import type { PrivateServer } from './support/private-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import { test } from './support/test.ts';

// Issue 14, as a team leaving Stack Exchange would try it: the real sample (CC BY-SA, see its README)
// imported with `quorum import` into a running site, its questions searched in Chromium, and a real
// duplicate pair of its PostLinks: typing the duplicate's title on the ask page shows the original.
const FOLDER = '/work/shared/data/stackexchange/quantumcomputing';
const admin = { name: 'Import Keeper', email: 'keeper@example.org', password: 'keeper password 1' };
// PostLinks 2363 → 1803 (LinkTypeId 3): closed on the source site as a duplicate of the other
const DUPLICATE = "Will Moore's Law be no longer effective once quantum computers are created?";
const ORIGINAL = "Does Moore's law apply to quantum computing?";

let server: PrivateServer;
const at = (path: string) => `${server.origin}${appPath(path)}`;
// the import and the pages of a 600-question site take their time on a shared machine
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ colorScheme: 'light' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(600_000);
  server = await siteServers.start();
  await installSite(server.origin, admin, 'Quantum Answers');
  const imported = await quorum(['import', 'stackexchange', FOLDER], { dataDir: server.dataDir });
  expect(imported.code, imported.stderr).toBe(0);
});

test('a visitor finds an imported question by its words and reads it with its credit to the source', async ({
  page,
}) => {
  await gotoHydrated(page, at('/questions'));
  await waitForHydration(page);
  const box = page.getByRole('search').getByRole('searchbox', { name: en['search_ui.box.label'] });
  await box.fill("Moore's law quantum");
  await box.press('Enter');
  // the question and its answers are found, each result linking to the question's page
  const original = page.getByRole('link', { name: ORIGINAL, exact: true }).first();
  await expect(original).toBeVisible();
  await original.click();
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL })).toBeVisible();
  const credit = page.locator('.post-attribution').first();
  await expect(credit).toContainText('From quantumcomputing.stackexchange.com');
  await expect(credit.getByRole('link', { name: en['import.attribution.source'] })).toHaveAttribute(
    'href',
    'https://quantumcomputing.stackexchange.com/q/1803',
  );
});

test("typing a duplicate's title on the ask page shows the question it duplicates", async ({ page }) => {
  await useSessionToken(page, server.origin, await signInByApi(server.origin, admin));
  await gotoHydrated(page, at('/questions/ask'));
  await page.getByLabel(en['question.field.title.label']).fill(DUPLICATE);
  const similar = page.getByRole('region', { name: en['ask.similar.heading'] });
  await expect(similar.getByRole('link', { name: ORIGINAL, exact: true })).toBeVisible();
});
