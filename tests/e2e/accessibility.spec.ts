import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { openPage, seedPageTypes, type PageTypeSite } from './support/page-types.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { test } from './support/test.ts';

// axe-core on every page type, in the light and the dark colour scheme: no serious or critical violation
// (contrast, names of controls, landmarks, ...). Each found one is listed with the page and what it hit.
let site: QaSite;
let seeded: PageTypeSite;

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(180_000);
  site = await startQaSite(siteServers);
  seeded = await seedPageTypes(site);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test('no page has a serious or critical accessibility violation', async ({ page }) => {
      // axe on every page type takes minutes on a busy machine
      test.setTimeout(900_000);
      const found: string[] = [];
      for (const type of seeded.pages) {
        await page.context().clearCookies();
        if (type.signedIn) await site.signIn(page, seeded.member);
        await openPage(page, site.at(type.path));
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
          found.push(`${type.name}: ${violation.id} (${violation.impact}) at ${targets.join('; ')}`);
        }
      }
      expect(found).toEqual([]);
    });
  });
}
