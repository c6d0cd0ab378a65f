import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// At phone width (390 px) a section's navigation folds behind a button, as the primary navigation folds
// into the menu drawer, so a page's content is on the first screen; and a tab strip that does not fit
// shows that it scrolls (its hidden end fades out), its last tab whole once scrolled there.
let site: QaSite;

test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  await site.api(site.admin, 'POST', '/question', {
    title: 'How do narrow screens show the tabs?',
    content: 'A question so the tag page and the profile have something to list.',
    tags: [{ slug_name: 'support' }],
  });
});

test('the admin navigation folds behind a button that opens it from the keyboard and folds again on a link', async ({
  page,
}) => {
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/general'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  const nav = page.getByRole('navigation', { name: en['layout.admin_navigation'] });
  const toggle = nav.getByRole('button', { name: en['layout.admin_navigation'] });
  const users = nav.getByRole('link', { name: en['page_title.admin_users'], exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(users).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(users).toBeVisible();
  await page.keyboard.press('Space');
  await expect(users).toBeHidden();

  await toggle.click();
  await users.click();
  await expect(page.getByRole('heading', { level: 1, name: en['admin_users.title'] })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(users).toBeHidden();
});

test('at 1280 px the admin navigation is a column of links with no button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await site.signIn(page, site.admin);
  await gotoHydrated(page, site.at('/admin/general'));
  const nav = page.getByRole('navigation', { name: en['layout.admin_navigation'] });
  await expect(nav.getByRole('link', { name: en['page_title.admin_users'], exact: true })).toBeVisible();
  await expect(nav.getByRole('button')).toBeHidden();
});

/** Where the strip's edges fade (its mask), and whether its last tab lies whole inside it. */
function stripState(strip: Locator) {
  return strip.evaluate((box) => {
    const outer = box.getBoundingClientRect();
    const last = box.querySelector('li:last-child a')!.getBoundingClientRect();
    return {
      overflows: box.scrollWidth > box.clientWidth,
      fades: getComputedStyle(box).maskImage !== 'none',
      lastWhole: last.left >= outer.left && last.right <= outer.right + 0.5,
    };
  });
}

async function expectStripSaysItScrolls(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, site.at(path));
  const strip = page.locator('.tab-strip').first();
  await expect(strip.getByRole('link').first()).toBeVisible();
  // the strip is narrower than its tabs here: that is what the hint is for
  const start = await stripState(strip);
  expect(start.overflows, path).toBe(true);
  expect(start.lastWhole, path).toBe(false);
  await expect.poll(async () => (await stripState(strip)).fades, { message: path }).toBe(true);

  await strip.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect.poll(async () => (await stripState(strip)).lastWhole, { message: path }).toBe(true);
  await expect(strip).not.toHaveAttribute('data-hidden-end');
  await expect(strip).toHaveAttribute('data-hidden-start');
}

test('every tab strip that does not fit says so by fading its hidden end, and shows its last tab whole at the end', async ({
  page,
}) => {
  await expectStripSaysItScrolls(page, '/');
  await expectStripSaysItScrolls(page, '/tags/support');
  await expectStripSaysItScrolls(page, `/users/${site.admin.username}`);
  await site.signIn(page, site.admin);
  await expectStripSaysItScrolls(page, '/admin/users');
});
