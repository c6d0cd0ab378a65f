import { expect, type Page, type Request, type Response } from '@playwright/test';

const SETTLE_TIMEOUT_MS = 20_000;

/**
 * Waits until the browser has taken a server-drawn page over (serve-web marks `<html data-hydrating>`,
 * hydration removes it). Until then buttons are held still and what is typed into a text box reaches
 * React only when hydration ends, so a test that types or presses at once would race the page's scripts.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrating]')).toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS });
}

/**
 * Opens a page and waits until it is hydrated and idle: no request it made (scripts, the page's data, a
 * signed-in reader's own state) is still on its way. Every spec opens a page with this before it types or
 * clicks; a test of what happens before then (a held script, a page without scripts) uses page.goto.
 */
export async function gotoHydrated(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
): Promise<Response | null> {
  const inFlight = new Set<Request>();
  let settled = () => {};
  const start = (request: Request) => inFlight.add(request);
  const end = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) settled();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const response = await page.goto(url, options);
    await waitForHydration(page);
    if (inFlight.size > 0) {
      const idle = new Promise<void>((resolve) => (settled = resolve));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${url}: still loading ${[...inFlight].map((r) => r.url()).join(', ')}`)),
          SETTLE_TIMEOUT_MS,
        );
      });
      await Promise.race([idle, late]).finally(() => clearTimeout(timer));
    }
    return response;
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Holds the page's scripts back until release(), so a test acts on the page as the server drew it, before
 * the browser takes it over. Open the page with `page.goto(url, { waitUntil: 'commit' })`: module scripts
 * hold DOMContentLoaded back.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/assets/*.js';
  // a script asked for by a page already left is cancelled by the browser: nothing to continue then
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return async () => {
    await page.unroute(pattern);
    release();
  };
}
