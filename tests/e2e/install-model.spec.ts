// The install machine's shortest paths, walked through the wizard in Chromium against real servers.
//
// tests/model/install.model.test.ts walks every path of the machine with effects the test settles.
// Here each path is played as a person would: the server's answers are not settled by the test but
// arranged in the world before the click that asks for them (config.yaml present or not, a database
// that answers or not, a data folder that cannot be written). Answers a browser cannot bring about
// (a dropped connection, field errors the browser's own validation stops first, a second installer
// racing this one) stay with the machine-level model test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { TestModel } from '@xstate/graph';
import type { ActorLogic, DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import {
  type ConfigurationCheck,
  type InitOutcome,
  type InstallEvent,
  installMachine,
} from '../../machines/install.machine.ts';
import { startServerProcess } from '../support/server-process.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

type Snapshot = SnapshotFrom<typeof installMachine>;
type ActorId = 'checkConfiguration' | 'recheckConfiguration' | 'checkDatabase' | 'initialize' | 'submitBaseInfo';
type ModelEvent = InstallEvent | DoneActorEvent<unknown, ActorId> | ErrorActorEvent<unknown, ActorId>;
type Catalogue = typeof en;

const done = (actorId: ActorId, output: unknown): DoneActorEvent<unknown, ActorId> => ({
  type: `xstate.done.actor.${actorId}`,
  output,
  actorId,
});
const failure = (actorId: ActorId, error: unknown): ErrorActorEvent<unknown, ActorId> => ({
  type: `xstate.error.actor.${actorId}`,
  error,
  actorId,
});

/** What the configuration check can find, each a state of the world the test can set up. */
const worlds = {
  fresh: { config_file_exist: false, db_connection_success: false, db_table_exist: false },
  down: { config_file_exist: true, db_connection_success: false, db_table_exist: false },
  ready: { config_file_exist: true, db_connection_success: true, db_table_exist: true },
  installed: 'installed',
} satisfies Record<string, ConfigurationCheck>;
type World = keyof typeof worlds;
const worldOf = (check: unknown) =>
  (Object.keys(worlds) as World[]).find((name) => JSON.stringify(worlds[name]) === JSON.stringify(check))!;

const written: InitOutcome = { written: true };
const manual: InitOutcome = { written: false, defaultConfig: '(shown by the server)' };
const connectionFailed = { message: 'database connection failed' };
const sampleForm = { db_type: 'sqlite3', db_file: 'quorum.db' } as const;
const sampleBaseInfo = {
  lang: 'en_US' as const,
  site_name: 'x',
  site_url: 'http://x',
  contact_email: 'x@x.x',
  name: 'admin',
  password: 'x',
  email: 'x@x.x',
};

/** The events a person (clicks) and the arranged world (server answers) can produce. */
const candidates: ModelEvent[] = [
  ...(Object.keys(worlds) as World[]).map((world) => done('checkConfiguration', worlds[world])),
  done('recheckConfiguration', worlds.ready),
  done('recheckConfiguration', worlds.fresh),
  done('checkDatabase', undefined),
  failure('checkDatabase', connectionFailed),
  done('initialize', written),
  done('initialize', manual),
  done('submitBaseInfo', undefined),
  { type: 'CHOOSE_LANGUAGE', language: 'zh_CN' },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'SUBMIT_DATABASE', form: sampleForm },
  { type: 'RECHECK' },
  { type: 'INSTALL_NOW' },
  { type: 'SUBMIT_BASE_INFO', form: sampleBaseInfo },
  { type: 'RETRY' },
];

const logic = installMachine as unknown as ActorLogic<Snapshot, ModelEvent, { language: string }>;
const model = new TestModel(logic, {
  input: { language: 'en_US' },
  events: (snapshot) => candidates.filter((event) => snapshot.can(event as InstallEvent)),
  // A screen, its language and what it shows (the manual YAML, the kind of refusal): one path per distinct view.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      language: snapshot.context.language,
      manual: snapshot.context.defaultConfig !== null,
      error: snapshot.context.error ? Object.keys(snapshot.context.error).sort() : null,
    }),
});

interface Stage {
  page: Page;
  origin: string;
  dataDir: string;
  /** the SQLite file a manual configuration points at, outside the unwritable data folder */
  outsideDb: string;
  stop(): Promise<void>;
}

const badDatabase = 'database:\n  url: postgres://quorum:secret@127.0.0.1:1/quorum\n';
const sqliteConfig = (file: string) => `database:\n  url: sqlite:${file}\n`;

/** A server whose first configuration check finds `world`. */
async function openStage(page: Page, world: World): Promise<Stage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-install-model-'));
  const outsideDir = mkdtempSync(join(tmpdir(), 'quorum-install-model-db-'));
  // A server cannot start on a database that does not answer, so 'down' starts configured and loses it after.
  if (world === 'ready' || world === 'down')
    writeFileSync(join(dataDir, 'config.yaml'), sqliteConfig(join(dataDir, 'configured.db')));
  const env: Record<string, string> =
    world === 'installed'
      ? {
          AUTO_INSTALL: 'true',
          SITE_NAME: 'Model',
          SITE_URL: 'http://127.0.0.1',
          CONTACT_EMAIL: 'a@example.org',
          ADMIN_NAME: 'admin',
          ADMIN_PASSWORD: 'a long password',
          ADMIN_EMAIL: 'a@example.org',
        }
      : {};
  const server = await startServerProcess({ dataDir, env, compiled: true });
  if (!server.origin) throw new Error(`the server exited with ${server.exitCode}:\n${server.output()}`);
  if (world === 'down') writeFileSync(join(dataDir, 'config.yaml'), badDatabase);
  return {
    page,
    origin: server.origin,
    dataDir,
    outsideDb: join(outsideDir, 'manual.db'),
    async stop() {
      setWritable(dataDir, true);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(outsideDir, { recursive: true, force: true });
    },
  };
}

/** The immutable flag stops even root from creating config.yaml, as a read-only volume would. */
function setWritable(dir: string, writable: boolean): void {
  execFileSync('chattr', [writable ? '-i' : '+i', dir]);
}

/** Sets the world so that the configuration check that follows finds `world`. */
function arrangeCheck(stage: Stage, world: World): void {
  const file = join(stage.dataDir, 'config.yaml');
  setWritable(stage.dataDir, true);
  if (world === 'fresh') rmSync(file, { force: true });
  if (world === 'down') writeFileSync(file, badDatabase);
  if (world === 'ready') writeFileSync(file, sqliteConfig(stage.outsideDb));
}

async function playEvent(
  stage: Stage,
  event: ModelEvent,
  next: ModelEvent | undefined,
  after: ModelEvent | undefined,
  t: Catalogue,
): Promise<void> {
  const { page } = stage;
  const button = (key: keyof Catalogue) => page.getByRole('button', { name: t[key], exact: true });
  switch (event.type) {
    case 'CHOOSE_LANGUAGE':
      await page.getByLabel(t['install.lang.label'], { exact: true }).selectOption(event.language);
      return;
    case 'NEXT':
      return button('install.wizard.next').click();
    case 'BACK':
      return button('install.wizard.back').click();
    case 'INSTALL_NOW':
      return button('install.wizard.install_now').click();
    case 'RETRY':
      arrangeCheck(stage, worldOf((next as DoneActorEvent).output));
      return button('install.wizard.retry').click();
    case 'RECHECK':
      arrangeCheck(stage, worldOf((next as DoneActorEvent).output));
      return button('install.config_file.recheck').click();
    case 'SUBMIT_DATABASE': {
      // What the database check and the initialization will answer decides what is typed.
      const fails = next?.type === 'xstate.error.actor.checkDatabase';
      const unwritable = (after as DoneActorEvent | undefined)?.output === manual;
      await page.getByRole('radio', { name: 'SQLite' }).check();
      await page
        .getByLabel(t['install.db_file.label'])
        .fill(fails ? '/dev/null/cannot.db' : unwritable ? stage.outsideDb : 'site.db');
      if (unwritable) setWritable(stage.dataDir, false);
      return button('install.database.submit').click();
    }
    case 'SUBMIT_BASE_INFO':
      await page.getByLabel(t['install.site_name.label']).fill('Model Site');
      await page.getByLabel(t['install.site_url.label']).fill(stage.origin);
      await page.getByLabel(t['install.contact_email.label']).fill('team@example.org');
      await page.getByLabel(t['install.admin_name.label'], { exact: true }).fill('admin');
      await page.getByLabel(t['install.admin_password.label'], { exact: true }).fill('a long enough password');
      await page.getByLabel(t['install.admin_email.label'], { exact: true }).fill('admin@example.org');
      return button('install.base_info.submit').click();
    default:
      // a server answer: arranged before the click that asked for it
      return;
  }
}

/** The screen a person sees in `snapshot`'s state; states that only wait for an answer show nothing to check. */
async function expectScreen(page: Page, snapshot: Snapshot, t: Catalogue): Promise<void> {
  const heading = (key: keyof Catalogue) =>
    expect(page.getByRole('heading', { level: 2, name: t[key], exact: true })).toBeVisible();
  const { context } = snapshot;
  if (snapshot.matches('language')) return heading('install.language_step.title');
  if (snapshot.matches({ database: 'editing' })) {
    await heading('install.database.title');
    if (context.error) await expect(page.getByText(t['error.database.connection_failed'])).toBeVisible();
    return;
  }
  if (snapshot.matches({ configFile: 'written' }))
    return expect(page.getByText(t['install.config_file.created'])).toBeVisible();
  if (snapshot.matches({ configFile: 'manual' })) {
    await expect(page.getByLabel(t['install.config_file.manual_label'])).toHaveValue(/database:\s+url: sqlite:/);
    if (context.error?.stillMissing) await expect(page.getByText(t['install.config_file.still_missing'])).toBeVisible();
    return;
  }
  if (snapshot.matches({ baseInfo: 'editing' }))
    return expect(page.getByLabel(t['install.site_name.label'])).toBeVisible();
  if (snapshot.matches('done')) return heading('install.done.title');
  if (snapshot.matches('dbFailed')) return heading('install.db_connection_failed');
  if (snapshot.matches('configExists')) return heading('install.config_yaml_exists');
  if (snapshot.matches('alreadyInstalled')) return heading('install.already_installed');
}

/** A step as a person reads it: a click, or which answer came back. */
function stepName(event: ModelEvent): string {
  if (!event.type.startsWith('xstate.'))
    return event.type === 'CHOOSE_LANGUAGE' ? `CHOOSE_LANGUAGE(${event.language})` : event.type;
  const { actorId } = event as DoneActorEvent<unknown, ActorId>;
  if (event.type.startsWith('xstate.error')) return `${actorId} refused`;
  const output = (event as DoneActorEvent).output;
  if (actorId === 'checkConfiguration' || actorId === 'recheckConfiguration') return `${actorId}: ${worldOf(output)}`;
  if (actorId === 'initialize') return `initialize: ${output === manual ? 'manual' : 'written'}`;
  return `${actorId} ok`;
}

const paths = model.getShortestPaths();

// Each path starts a server of its own, so the paths may run on both workers.
test.describe.configure({ mode: 'parallel' });

test('the paths reach every screen a browser can reach', () => {
  const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
  for (const screen of [
    '"dbFailed"',
    '"configExists"',
    '"alreadyInstalled"',
    '"language"',
    '{"database":"editing"}',
    '{"configFile":"written"}',
    '{"configFile":"manual"}',
    '{"baseInfo":"editing"}',
    '"done"',
  ]) {
    expect(reached).toContain(screen);
  }
});

for (const path of paths) {
  const steps = path.steps.slice(1);
  const name = steps.map((step) => stepName(step.event as ModelEvent)).join(' → ');
  test(`install path: ${name}`, async ({ page }) => {
    // each path starts a server process of its own, which takes a while on a busy machine
    test.setTimeout(90_000);
    const first = steps[0]!.event as DoneActorEvent;
    const stage = await openStage(page, worldOf(first.output));
    try {
      await gotoHydrated(page, `${stage.origin}${constants.base_path}/install`);
      for (const [index, step] of steps.entries()) {
        // The page speaks the language chosen before this step.
        const before = index === 0 ? path.steps[0]!.state : steps[index - 1]!.state;
        const t = before.context.language === 'zh_CN' ? zh : en;
        await playEvent(
          stage,
          step.event as ModelEvent,
          steps[index + 1]?.event as ModelEvent | undefined,
          steps[index + 2]?.event as ModelEvent | undefined,
          t,
        );
        await expectScreen(page, step.state as Snapshot, step.state.context.language === 'zh_CN' ? zh : en);
      }
    } finally {
      await stage.stop();
    }
  });
}
