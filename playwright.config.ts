// Playwright: end-to-end tests in tests/e2e against a real server, in Debian's Chromium.
//
// No browser is ever downloaded: Chromium comes from the Debian package (`apt-get install -y chromium`,
// which .ci/run does when /usr/bin/chromium is missing).
//
// The server is built and started by `webServer` below on 127.0.0.1:3187 with a fresh, empty data folder
// (embedded SQLite) under .tmp/, so every run starts from an uninstalled site.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const isCI = !!process.env.CI;

// QUORUM_E2E_PORT lets several checkouts run their e2e suites side by side.
const PORT = Number(process.env.QUORUM_E2E_PORT ?? 3187);
const HOST = '127.0.0.1';
const baseURL = `http://${HOST}:${PORT}`;

// This file is evaluated by the runner and again by every worker. The runner picks the data folder,
// empties it, and hands its path to the workers through the environment (workers inherit it), so all
// processes agree on one folder and only the runner deletes anything. Folders left by earlier runs
// whose runner has exited are removed, so .tmp/ does not fill up.
const DATA_DIR_ENV = 'QUORUM_E2E_DATA_DIR';
let dataDir = process.env[DATA_DIR_ENV];
if (!dataDir) {
  const tmpDir = join(rootDir, '.tmp');
  for (const name of existsSync(tmpDir) ? readdirSync(tmpDir) : []) {
    const pid = Number(/^e2e-data-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(join(tmpDir, name), { recursive: true, force: true });
  }
  dataDir = join(tmpDir, `e2e-data-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env[DATA_DIR_ENV] = dataDir;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // One server and one database are shared by all tests; 2 workers for a 2-core machine.
  workers: 2,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // `list` ends with the passed/failed counts; the JSON file lets .ci/run print one summary line.
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    baseURL,
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
  webServer: {
    command: 'npm start',
    cwd: rootDir,
    url: `${baseURL}/answer/`,
    env: {
      PORT: String(PORT),
      HOST,
      DATA_DIR: dataDir,
      // Configured but not installed: every page leads to the install wizard (specs that need an
      // installed site start a server of their own: tests/e2e/support/installed-server.ts).
      DATABASE_URL: `sqlite:${join(dataDir, 'quorum.db')}`,
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
