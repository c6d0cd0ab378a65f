// One Chromium (/usr/bin/chromium, as the e2e tests use) for both measurements: Playwright drives it for
// bytes and LCP, and Lighthouse reaches it through its remote debugging port.
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface BenchBrowser {
  browser: Browser;
  debuggingPort: number;
}

/** A port free a moment ago: Chromium takes no port 0 for its debugging port, and a bench run is alone. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export async function launchBenchBrowser(): Promise<BenchBrowser> {
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return { browser, debuggingPort };
}

export interface FetchedScript {
  /** the file name, without the origin and base path */
  name: string;
  /** bytes as transferred (the compressed body) */
  bytes: number;
}

export interface FirstLoad {
  /** every script the page fetched until its content showed and the network went quiet, largest first */
  scripts: FetchedScript[];
  scriptBytes: number;
  lcpMs: number | null;
}

/**
 * The page's largest contentful paint: the last candidate Chromium reported (buffered, so those painted
 * before the observer count), or null when it reported none within a second.
 */
function largestContentfulPaint(): Promise<number | null> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(() => resolve(null), 1000);
  });
}

/**
 * Waits until the page shows `ready` (its own content, not the boot screen) and then until the network has
 * been quiet for half a second. Network idle alone is not enough: on a busy machine the boot's script
 * evaluation leaves the network quiet for longer than that before the page's own chunks are asked for.
 */
async function settle(page: Page, ready: string): Promise<void> {
  await page.getByText(ready, { exact: false }).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** A first visit (empty cache, no cookies), without throttling, until the page shows `ready`. */
export async function measureFirstLoad(browser: Browser, url: string, ready: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') requests.push(request);
    });
    await page.goto(url);
    await settle(page, ready);
    const scripts = await Promise.all(
      requests.map(async (request) => ({
        name: new URL(request.url()).pathname.split('/').at(-1) ?? request.url(),
        bytes: (await request.sizes()).responseBodySize,
      })),
    );
    return {
      scripts: scripts.sort((a, b) => b.bytes - a.bytes),
      scriptBytes: scripts.reduce((sum, { bytes }) => sum + bytes, 0),
      lcpMs: await page.evaluate(largestContentfulPaint),
    };
  } finally {
    await context.close();
  }
}
