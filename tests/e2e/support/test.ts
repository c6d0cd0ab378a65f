// The `test` every spec imports: Playwright's, with the worker's site servers (site-servers.ts), one
// server at a time per worker, each spec file's own and fresh, stopped when the worker ends.
import { test as base } from '@playwright/test';
import { SiteServers } from './site-servers.ts';

export const test = base.extend<object, { siteServers: SiteServers }>({
  siteServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const servers = new SiteServers();
      await use(servers);
      await servers.stopAll();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
