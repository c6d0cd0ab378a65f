// Playwright: end-to-end tests in tests/e2e against real servers, in Debian's Chromium.
//
// No browser is ever downloaded: Chromium comes from the Debian package (`apt-get install -y chromium`,
// which .ci/run does when /usr/bin/chromium is missing).
//
// The global set-up builds what `npm start` runs; each spec file then starts its own server from the
// worker's siteServers fixture (tests/e2e/support/test.ts), on a port the system picks, so several
// checkouts can run their suites side by side.
import { defineConfig, devices } from '@playwright/test';

const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Each worker runs one site's server at a time; 2 workers for a 2-core machine.
  workers: 2,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // `list` ends with the passed/failed counts; the JSON file lets .ci/run print one summary line.
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
