import { expect } from '@playwright/test';
import { PAGE_ISLAND_ID } from '../../src/shared/ssr/page-island.ts';
import { waitForHydration } from './support/hydration.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { startSplitPageProxy, type SplitPageProxy } from './support/split-page-proxy.ts';
import { test } from './support/test.ts';

// A large server-drawn page still arriving when its app starts (issue 28 item 19: "Unterminated string in
// JSON at position 68016"). The head's start script imports the app after the first paint, not after the
// whole document, so on a slow link the app can run while the page's data script holds only its first part.
// Here the page stops in the middle of a multibyte character inside that data until the app has run.
let site: QaSite;
let proxy: SplitPageProxy;
let questionPath = '';
const TITLE = 'Why do long pages with 漢字 and 😀 arrive in pieces?';
const LINE = 'Ships, lights and signals: 灯台 등대 phare 🗼 </script> <!-- \u2028 end.';
const CONTENT = Array.from({ length: 900 }, (_, line) => `${line}. ${LINE}`).join('\n\n');

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  const question = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: TITLE,
    content: CONTENT,
    tags: [{ slug_name: 'networks', display_name: 'networks' }],
  });
  questionPath = site.at(`/questions/${question.id}/${question.url_title}`);
  const { pathname } = new URL(questionPath);
  proxy = await startSplitPageProxy(new URL(questionPath).origin, pathname, (body) => {
    const opening = body.indexOf(`id="${PAGE_ISLAND_ID}"`);
    const closing = body.indexOf('</script>', opening);
    // the middle of the data, moved onto the second byte of a character of three or four bytes
    let cut = Math.floor((opening + closing) / 2);
    while (body[cut - 1]! < 0xe0 || (body[cut]! & 0xc0) !== 0x80) cut += 1;
    return cut;
  });
});

test.afterAll(async () => {
  await proxy?.stop();
});

test('a page whose data is still arriving when its app starts is taken over once it has all come', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const address = `${proxy.origin}${new URL(questionPath).pathname}`;
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  // the app's entry runs now, with half the page's data in the document: importing it here waits for it
  // to have run (the start script imports the same module once the page has painted) and says how it went
  const entry = await page.evaluate(() => {
    const start = [...document.scripts].find((script) => script.textContent.includes('import('))?.textContent ?? '';
    return /,"([^"]+)"\)$/.exec(start)?.[1] ?? '';
  });
  expect(entry).toMatch(/\.js$/);
  const ran = await page.evaluate(
    (url) =>
      import(url).then(
        () => 'ran',
        (error: Error) => error.message,
      ),
    entry,
  );
  expect(ran).toBe('ran');
  expect(await page.locator('html[data-hydrating]').count()).toBe(1);

  proxy.release();
  await waitForHydration(page);
  // each numbered line of the post is an item of one list, the last one included
  await expect(page.locator('.post-body').first().locator('li')).toHaveCount(900);
  expect(errors).toEqual([]);
});
