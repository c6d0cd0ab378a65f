// One Chromium (/usr/bin/chromium, as the e2e tests use) for both measurements: Playwright drives it for
// bytes and LCP, and Lighthouse reaches it through its remote debugging port.
import { chromium, type Browser, type Request } from '@playwright/test';
import { freePort } from '../../support/server-process.ts';

export interface BenchBrowser {
  browser: Browser;
  debuggingPort: number;
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

export interface FirstLoad {
  /** compressed bytes of every script the page fetched until the network went quiet */
  scriptBytes: number;
  scripts: number;
  lcpMs: number | null;
}

/** The page's largest contentful paint so far (the buffered entries' last), or null when it had none. */
function largestContentfulPaint(): Promise<number | null> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(() => resolve(null), 1000);
  });
}

/** A first visit (empty cache, no cookies), without throttling. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const bytes = await Promise.all(scripts.slice().map(async (request) => (await request.sizes()).responseBodySize));
    return {
      scriptBytes: bytes.reduce((sum, size) => sum + size, 0),
      scripts: bytes.length,
      lcpMs: await page.evaluate(largestContentfulPaint),
    };
  } finally {
    await context.close();
  }
}
