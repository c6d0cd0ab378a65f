import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { openPage, seedPageTypes, type PageTypeSite } from './support/page-types.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { test } from './support/test.ts';

// Every page type fits the screen at phone, tablet and laptop widths with content that strains it (a
// word longer than a phone is wide, a long URL, wide code and a wide table): the document is never wider
// than the window, so nothing scrolls sideways. With QUORUM_SHOTS_DIR set, each page is also kept as a
// screenshot at each width, for looking at.
const widths = [360, 390, 768, 1280];
const shotsDir = process.env.QUORUM_SHOTS_DIR;
// widths do not depend on the colour scheme; the dark pass is for the screenshots
const schemes = shotsDir ? (['light', 'dark'] as const) : (['light'] as const);

let site: QaSite;
let seeded: PageTypeSite;

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(180_000);
  site = await startQaSite(siteServers);
  seeded = await seedPageTypes(site);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});

for (const scheme of schemes) {
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test('no page scrolls sideways at 360, 390, 768 or 1280 px', async ({ page }) => {
      test.setTimeout(240_000);
      const overflowing: string[] = [];
      for (const type of seeded.pages) {
        await page.context().clearCookies();
        if (type.signedIn) await site.signIn(page, seeded.member);
        await page.setViewportSize({ width: widths[0]!, height: 800 });
        await openPage(page, site.at(type.path));
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          const excess = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (excess > 0) overflowing.push(`${type.name} at ${width} px: ${excess} px too wide`);
          if (shotsDir && (width === 390 || width === 1280)) {
            await page.screenshot({ path: join(shotsDir, `${type.name}-${width}-${scheme}.png`), fullPage: true });
          }
        }
      }
      expect(overflowing).toEqual([]);
    });
  });
}
