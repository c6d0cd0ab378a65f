import { expect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { loadXssPayloads } from '../fixtures/xss/load.ts';
import { installSite, signInByApi } from './support/installed-site.ts';
import { previewBundle } from './support/preview-bundle.ts';
import type { PrivateServer } from './support/private-server.ts';
import { appPath } from './support/urls.ts';
import { countDialogs, probeForScript } from './support/xss-probe.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Every payload of the XSS corpus, as the server stores it (POST post/render runs the same renderMarkdown as
// every write) and as the editor previews it, put into a page of the app the way PostBody shows a post
// (innerHTML of a .post-body). Each payload tries alert() or sets window.__xss; the test fails on any
// dialog, on the marker, and on any link or image whose URL Chromium reads as javascript:, data: or vbscript:.
// This file installs a site, so it runs on a server of its own (see support/private-server.ts).

const payloads = loadXssPayloads();
const admin = { name: 'xss-admin', email: 'xss@example.org', password: 'correct horse battery' };
const CHUNK = 10;
let server: PrivateServer;
let token: string;

test.describe.configure({ mode: 'serial' });
// The sanitizer is judged on its own: the pages' Content-Security-Policy would stop what slips through it
// (content-security-policy.spec.ts tests that) and so hide it here.
test.use({ bypassCSP: true });

test.beforeAll(async ({ siteServers }) => {
  server = await siteServers.start();
  await installSite(server.origin, admin, 'XSS Test');
  token = await signInByApi(server.origin, admin);
});

async function storedHtml(source: string): Promise<string> {
  const response = await fetch(`${server.origin}${constants.api_prefix}/post/render`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ content: source }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

/**
 * Shows each HTML in its own .post-body (or first turns the text into HTML with the window function
 * `render`, the preview) and answers what executed or could (support/xss-probe.ts).
 */
async function showInPage(page: Page, texts: string[], render: string | null): Promise<string[]> {
  await page.evaluate(
    ({ texts, render }) => {
      const host = document.createElement('main');
      host.id = 'xss-host';
      document.body.append(host);
      texts.forEach((text, index) => {
        const body = document.createElement('div');
        body.className = 'post-body';
        body.dataset.index = String(index);
        body.innerHTML = render ? (window as unknown as Record<string, (s: string) => string>)[render]!(text) : text;
        host.append(body);
      });
    },
    { texts, render },
  );
  const problems = await probeForScript(page, '#xss-host');
  await page.evaluate(() => document.getElementById('xss-host')?.remove());
  return problems;
}

/** Runs the payloads chunk by chunk, so a failure names the few payloads that can have caused it. */
async function expectNothingRuns(page: Page, texts: Array<{ where: string; text: string }>, render: string | null) {
  const dialogs = countDialogs(page);
  for (let start = 0; start < texts.length; start += CHUNK) {
    const chunk = texts.slice(start, start + CHUNK);
    const problems = await showInPage(
      page,
      chunk.map(({ text }) => text),
      render,
    );
    const where = chunk.map((item) => item.where).join(', ');
    expect(problems, `payloads ${where}`).toEqual([]);
    expect(dialogs.count, `a dialog opened for one of ${where}`).toBe(0);
  }
}

async function openAppPage(page: Page) {
  await gotoHydrated(page, `${server.origin}${appPath('/no-such-page')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the harness notices script that gets through (so the tests below can fail)', async ({ page }) => {
  await openAppPage(page);
  const dialogs = countDialogs(page);
  expect(await showInPage(page, ['<img src=x onerror="__xss=1">'], null)).toEqual(['window.__xss was set']);
  await page.evaluate(() => delete (window as unknown as { __xss?: unknown }).__xss);
  await showInPage(page, ['<b onmouseover="alert(1)">x</b>'], null);
  expect(dialogs.count).toBe(1);
  expect((await showInPage(page, ['<a href="javascript:void(0)">x</a>'], null))[0]).toMatch(/^link javascript:/);
});

test(`the stored HTML of ${payloads.length} XSS payloads runs nothing in a page of the app`, async ({ page }) => {
  test.setTimeout(180_000);
  const stored = await Promise.all(
    payloads.map(async ({ where, source }) => ({ where, text: await storedHtml(source) })),
  );
  await openAppPage(page);
  await expectNothingRuns(page, stored, null);
});

test(`the editor preview of ${payloads.length} XSS payloads runs nothing in Chromium`, async ({ page }) => {
  test.setTimeout(180_000);
  await openAppPage(page);
  await page.addScriptTag({ content: await previewBundle() });
  await expectNothingRuns(
    page,
    payloads.map(({ where, source }) => ({ where, text: source })),
    'quorumPreview',
  );
});
