import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { startServerProcess } from '../support/server-process.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// These specs install servers of their own, each on a data folder of its own (some with a config.yaml
// written first), so they start them here rather than from the worker's site servers.

const started: OwnServer[] = [];
test.afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

interface OwnServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the compiled server on a fresh data folder; `configYaml` is written into it first when given. */
async function startOwnServer(configYaml?: (dataDir: string) => string): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-e2e-install-'));
  if (configYaml) writeFileSync(join(dataDir, 'config.yaml'), configYaml(dataDir));
  const server = await startServerProcess({ dataDir, compiled: true });
  if (!server.origin) throw new Error(`the install server exited with ${server.exitCode}:\n${server.output()}`);
  const own: OwnServer = {
    origin: server.origin,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  started.push(own);
  return own;
}

test('from an empty data folder through the five steps on SQLite, then the site shows its name', async ({ page }) => {
  const { origin, dataDir } = await startOwnServer();
  const site = (path: string) => `${origin}${constants.base_path}${path}`;
  await gotoHydrated(page, site('/questions'));
  await expect(page).toHaveURL(site('/install'));
  const progress = page.getByRole('navigation', { name: /Installation progress/ });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Language/);

  // Step 1: the language applies at once, and is the one the rest of the wizard speaks.
  await page.getByLabel(en['install.lang.label'], { exact: true }).selectOption('zh_CN');
  await expect(page.getByRole('heading', { level: 2, name: zh['install.language_step.title'] })).toBeVisible();
  await page.getByLabel(zh['install.lang.label'], { exact: true }).selectOption('en_US');
  await expect(page.getByRole('heading', { level: 2, name: en['install.language_step.title'] })).toBeVisible();
  await page.getByRole('button', { name: en['install.wizard.next'] }).click();

  // Step 2: SQLite by default; a file that cannot be opened gives "database connection failed" inline.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Database/);
  await expect(page.getByRole('radio', { name: 'SQLite' })).toBeChecked();
  const file = page.getByLabel(en['install.db_file.label']);
  await expect(file).toHaveValue(constants.install.sqlite_file);
  await file.fill('/dev/null/cannot.db');
  await page.getByRole('button', { name: en['install.database.submit'] }).click();
  await expect(page.getByText(en['error.database.connection_failed'])).toBeVisible();
  await file.fill('site.db');
  await page.getByRole('button', { name: en['install.database.submit'] }).click();

  // Step 3: config.yaml is written.
  await expect(page.getByText(en['install.config_file.created'])).toBeVisible();
  expect(readFileSync(join(dataDir, 'config.yaml'), 'utf8')).toContain(`sqlite:${join(dataDir, 'site.db')}`);
  await page.getByRole('button', { name: en['install.wizard.next'] }).click();

  // Step 4: the site and its administrator; the form's rules show on their fields.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Site information/);
  await page.getByLabel(en['install.site_name.label']).fill('Browser Built Site');
  await page.getByLabel(en['install.site_url.label']).fill(origin);
  await page.getByLabel(en['install.contact_email.label']).fill('team@example.org');
  await page.getByLabel(en['install.admin_name.label'], { exact: true }).fill('admin');
  await page.getByLabel(en['install.admin_password.label'], { exact: true }).fill('short');
  await page.getByLabel(en['install.admin_email.label'], { exact: true }).fill('admin@example.org');
  await page.getByRole('button', { name: en['install.base_info.submit'] }).click();
  await expect(page.getByText('Password must be at 8-32 characters in length.')).toBeVisible();
  await page.getByLabel(en['install.admin_password.label'], { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: en['install.base_info.submit'] }).click();

  // Step 5: done, and the site carries its new name.
  await expect(page.getByRole('heading', { level: 2, name: en['install.done.title'] })).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Done/);
  await page.getByRole('link', { name: en['install.done.visit'] }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Browser Built Site' })).toBeVisible();

  // Installed: the wizard says so instead of starting again.
  await gotoHydrated(page, site('/install'));
  await expect(page.getByRole('heading', { level: 2, name: en['install.already_installed'] })).toBeVisible();
});

test('with config.yaml present: the warning with install now, and the database-down screen until it answers', async ({
  page,
}) => {
  const sqliteConfig = (dataDir: string) => `database:\n  url: sqlite:${join(dataDir, 'configured.db')}\n`;
  const { origin, dataDir } = await startOwnServer(sqliteConfig);
  const site = (path: string) => `${origin}${constants.base_path}${path}`;

  // Configured but without its site and administrator: pages still lead to the wizard.
  await gotoHydrated(page, site('/no-such-page'));
  await expect(page).toHaveURL(site('/install'));

  await gotoHydrated(page, site('/install'));
  await expect(page.getByRole('heading', { level: 2, name: en['install.config_yaml_exists'] })).toBeVisible();

  writeFileSync(join(dataDir, 'config.yaml'), 'database:\n  url: postgres://quorum:secret@127.0.0.1:1/quorum\n');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: en['install.db_connection_failed'] })).toBeVisible();
  writeFileSync(join(dataDir, 'config.yaml'), sqliteConfig(dataDir));
  await page.getByRole('button', { name: en['install.wizard.retry'] }).click();
  await expect(page.getByRole('heading', { level: 2, name: en['install.config_yaml_exists'] })).toBeVisible();

  await page.getByRole('button', { name: en['install.wizard.install_now'] }).click();
  const progress = page.getByRole('navigation', { name: en['install.wizard.progress'] });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Site information/);
  await expect(page.getByLabel(en['install.site_name.label'])).toBeVisible();
});
