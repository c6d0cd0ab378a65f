import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { constants } from '../../generated/constants.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { watchViolations } from './support/csp-violations.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Under the server's strict policy (no inline styles, images over https or from the site only), a post with
// a mermaid diagram and a plain-http image shows both, and Chromium reports not one policy violation. The
// picture comes from a server on loopback, which the site's image proxy reaches only with the test allowance.
test.describe.configure({ timeout: 120_000 });

let site: QaSite;
let pictures: Server;
let questionId: string;
let pictureAddress: string;

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(180_000);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  pictures = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureAddress = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}/plot.png`;
  site = await startQaSite(siteServers, { [constants.image_proxy.test_allow_private_env]: '1' });
  const question = await site.api<{ id: string }>(site.admin, 'POST', '/question', {
    title: 'Do a diagram and a plain-http picture show under the policy?',
    content: [
      `A picture: ![the plot](${pictureAddress})`,
      '',
      '```mermaid',
      'graph TD',
      '  Ask[Ask a question] --> Answer[Get an answer]',
      '  Answer --> Done{Solved?}',
      '```',
    ].join('\n'),
    tags: [{ slug_name: 'security', display_name: 'security' }],
  });
  questionId = question.id;
});

test.afterAll(async () => {
  pictures?.close();
});

const widthOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.naturalWidth);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a diagram and an http picture draw with no policy violation (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const violations = await watchViolations(page);
    await gotoHydrated(page, site.at(`/questions/${questionId}`));
    const picture = page.getByRole('img', { name: 'the plot' });
    await expect.poll(() => widthOf(page, '.post-body img[alt="the plot"]'), { timeout: 30_000 }).toBe(40);
    // the picture is the site's own answer, not the far address
    expect(new URL(await picture.evaluate((image: HTMLImageElement) => image.src)).origin).toBe(
      new URL(site.at('/')).origin,
    );
    await expect.poll(() => widthOf(page, 'figure.diagram img'), { timeout: 30_000 }).toBeGreaterThan(0);
    // the diagram's styles are in the picture: its boxes are filled with the theme's colour, not black
    const svg = decodeURIComponent((await page.locator('figure.diagram img').getAttribute('src'))!.split(',')[1]!);
    expect(svg).toMatch(/<style>[^<]*fill:/);
    expect(svg).toContain('style="');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
