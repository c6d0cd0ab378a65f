// The auth machine's shortest paths, walked in Chromium against a real server.
//
// tests/model/auth.model.test.ts walks every path of the machine, refresh throttle included, with
// effects the test settles. Here the session region is played as people and the world bring it about:
// logging in as each kind of account through the login form, logging out, the server forgetting the
// session, an account deactivated or suspended while signed in, and an expired emailed link. After
// every step each guarded page is opened and must answer what the machine's verdictFor says for the
// state it is in: the page itself, the login page, the inactive notice, the suspended page, home, or 403.
import { expect, type Page } from '@playwright/test';
import { TestModel } from '@xstate/graph';
import type { ActorLogic } from 'xstate';
import { constants } from '../../generated/constants.ts';
import { routeTable } from '../../generated/routes.ts';
import {
  authMachine,
  type AuthEvent,
  type AuthInput,
  type AuthUser,
  type GuardedRoute,
  type RouteVerdict,
} from '../../machines/auth.machine.ts';
import { sessionKindOf, verdictFor, type AuthSnapshot } from '../../machines/auth.routes.ts';
import { hashPassword } from '../../src/server/auth/password-hash.ts';
import { startAuthServer, type AuthServer } from './support/auth-server.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

type Kind = 'member' | 'moderator' | 'admin' | 'inactive';
const PASSWORD = 'a model password';

/** What the model knows of an account: enough for the machine to classify it. */
const accountUser = (kind: Kind): AuthUser => ({
  id: kind,
  username: kind,
  display_name: kind,
  e_mail: `${kind}@example.org`,
  mail_status: kind === 'inactive' ? constants.mail_status.inactive : constants.mail_status.active,
  status: kind === 'inactive' ? 'inactive' : 'normal',
  role_id:
    kind === 'admin' ? constants.roles.admin : kind === 'moderator' ? constants.roles.moderator : constants.roles.user,
  suspended_until: 0,
  access_token: `token-of-${kind}`,
});
const kinds: Kind[] = ['member', 'moderator', 'admin', 'inactive'];

/** The events the browser and the world can bring about (the refresh timer stays with the machine-level model). */
const candidates: AuthEvent[] = [
  ...kinds.map((kind): AuthEvent => ({ type: 'LOGGED_IN', user: accountUser(kind) })),
  { type: 'LOGGED_OUT' },
  { type: 'UNAUTHORIZED' },
  { type: 'FORBIDDEN', reason: 'inactive' },
  { type: 'FORBIDDEN', reason: 'suspended' },
  { type: 'FORBIDDEN', reason: 'url_expired' },
];

/** Whether a person can do this now: the login form is for visitors only, the rest needs a session. */
function realizable(snapshot: AuthSnapshot, event: AuthEvent): boolean {
  const anonymous = snapshot.matches({ session: 'anonymous' });
  if (event.type === 'LOGGED_IN') return anonymous;
  // a visitor "forbidden as suspended" is one whose login the server refused: the suspended account's
  if (event.type === 'FORBIDDEN' && event.reason === 'suspended') return true;
  if (event.type === 'FORBIDDEN' && event.reason === 'url_expired') return true;
  // the server calls an account inactive only while it is not suspended: deactivating reaches activated sessions
  if (event.type === 'FORBIDDEN' && event.reason === 'inactive')
    return snapshot.matches({ session: { signedIn: 'activated' } });
  return !anonymous;
}

function describe(event: AuthEvent): string {
  if (event.type === 'LOGGED_IN') return `log in as ${event.user.id}`;
  if (event.type === 'FORBIDDEN') return `forbidden (${event.reason})`;
  return event.type;
}

const input: AuthInput = { user: null, loginRequired: false, registrationAllowed: true };
const model = new TestModel(authMachine as unknown as ActorLogic<AuthSnapshot, AuthEvent, AuthInput>, {
  input,
  events: (snapshot) => candidates.filter((event) => realizable(snapshot, event) && snapshot.can(event)),
  // A vertex is a session state with the account it holds and the move that led there, so shortest paths
  // also take the moves back into states reached before (logging out, a forgotten session, an expired link).
  serializeState: (snapshot, event, previous) =>
    JSON.stringify({
      session: sessionKindOf(snapshot),
      user: snapshot.context.user?.id ?? null,
      via: event && previous ? { event: describe(event as AuthEvent), from: sessionKindOf(previous) } : null,
    }),
});

/** Guarded pages opened after each step, one per guard that tells the states apart; their guards from spec/routes.yaml. */
const probes = [
  '/users/settings/profile',
  '/questions/ask',
  '/admin/users',
  '/users/login',
  '/users/account-suspended',
].map((path) => {
  const route = routeTable.find((candidate) => candidate.path === path)!;
  const guarded: GuardedRoute = { guard: route.guard, loginRequiredExempt: route.loginRequiredExempt };
  return { path, guarded };
});

interface Stage {
  server: AuthServer;
  ids: Record<Kind | 'suspended', string>;
  /** the account signed in now */
  current: Kind | null;
}

const at = (stage: Stage, path: string) => `${stage.server.baseURL}${constants.base_path}${path}`;
let serial = 0;

/** Fresh accounts of every kind for one path, written as sign-up and the admin calls would leave them. */
async function seedAccounts(server: AuthServer): Promise<Stage['ids']> {
  serial += 1;
  const pass = await hashPassword(PASSWORD);
  const now = Math.floor(Date.now() / 1000);
  const db = server.database();
  const insert = db.prepare(
    "INSERT INTO users (username, display_name, e_mail, pass, mail_status, status, role_id, rank, bio, created_at, updated_at, suspended_until) VALUES (?, ?, ?, ?, ?, ?, ?, 1, '', ?, ?, ?)",
  );
  const ids = {} as Stage['ids'];
  for (const kind of [...kinds, 'suspended'] as const) {
    const name = `${kind}${serial}`;
    const user = kind === 'suspended' ? { ...accountUser('member'), status: 'suspended' } : accountUser(kind);
    const status = kind === 'suspended' ? constants.user_status.suspended : constants.user_status.normal;
    const result = insert.run(
      name,
      name,
      `${name}@example.org`,
      pass,
      user.mail_status,
      status,
      user.role_id,
      now,
      now,
      kind === 'suspended' ? now + 86_400 : null,
    );
    ids[kind] = String(result.lastInsertRowid);
  }
  return ids;
}

async function logIn(page: Page, stage: Stage, kind: Kind | 'suspended'): Promise<void> {
  await gotoHydrated(page, at(stage, '/users/login'));
  await page.getByLabel('Email').fill(`${kind}${serial}@example.org`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(at(stage, '/users/login'));
}

async function play(page: Page, stage: Stage, event: AuthEvent): Promise<void> {
  const db = stage.server.database();
  const current = stage.current ? stage.ids[stage.current] : null;
  switch (event.type) {
    case 'LOGGED_IN':
      stage.current = event.user.id as Kind;
      return logIn(page, stage, stage.current);
    case 'LOGGED_OUT':
      stage.current = null;
      await gotoHydrated(page, at(stage, '/users/logout'));
      return expect(page).toHaveURL(at(stage, '/'));
    case 'UNAUTHORIZED':
      // the server forgets the session (expired, or ended elsewhere); the next page finds it gone
      db.prepare('DELETE FROM user_session WHERE user_id = ?').run(current);
      stage.current = null;
      return void (await gotoHydrated(page, at(stage, '/')));
    case 'FORBIDDEN':
      if (event.reason === 'url_expired') {
        await gotoHydrated(page, at(stage, '/users/account-activation?code=no-such-code'));
        await expect(page).toHaveURL(at(stage, '/users/account-activation/failed'));
        // the wording names the link for whoever follows it (an inactive account is offered a new one)
        return expect(page.getByText(/link is no longer valid/)).toBeVisible();
      }
      if (current === null) {
        // the refused login shows the suspended page, in this page only: no session comes of it
        await logIn(page, stage, 'suspended');
        return expect(page).toHaveURL(at(stage, '/users/account-suspended'));
      }
      // an admin deactivates or suspends the account while its owner is signed in
      if (event.reason === 'inactive')
        db.prepare('UPDATE users SET mail_status = ? WHERE id = ?').run(constants.mail_status.inactive, current);
      else
        db.prepare('UPDATE users SET status = ?, suspended_until = ? WHERE id = ?').run(
          constants.user_status.suspended,
          Math.floor(Date.now() / 1000) + 86_400,
          current,
        );
      return void (await gotoHydrated(page, at(stage, '/')));
  }
}

/** Where a verdict leaves the browser that opened `path`, and what it shows there. */
async function expectVerdict(page: Page, stage: Stage, path: string, verdict: RouteVerdict): Promise<void> {
  const forbidden = page.getByText("You don't have permission to access this page.");
  await gotoHydrated(page, at(stage, path));
  if (verdict.kind === 'allow' || verdict.kind === 'forbidden') {
    await expect(page).toHaveURL(at(stage, path));
    if (verdict.kind === 'forbidden') await expect(forbidden).toBeVisible();
    else await expect(forbidden).toHaveCount(0);
    return;
  }
  const destinations: Record<string, string> = {
    login: '/users/login',
    inactive: '/users/login?status=inactive',
    suspended: '/users/account-suspended',
    home: '/',
  };
  const destination = destinations[verdict.to];
  expect(destination, `a page for the redirect to ${verdict.to}`).toBeDefined();
  await expect(page).toHaveURL(at(stage, destination!));
}

/**
 * The state a page load finds: opening a page starts from the server's word, so what lives only in the
 * open page (a refused login's suspended page, an expired link seen) is gone, as the boot machine does.
 */
function afterReload(snapshot: AuthSnapshot): AuthSnapshot {
  const value =
    sessionKindOf(snapshot) === 'refused_suspended'
      ? { ...(snapshot.value as object), session: { anonymous: 'visitor' } }
      : snapshot.value;
  return authMachine.resolveState({ value: value as never, context: { ...snapshot.context, expiredLink: false } });
}

const paths = model.getShortestPaths();

test('the paths reach every kind of session', () => {
  const kindsReached = new Set(paths.flatMap((path) => path.steps.map((step) => sessionKindOf(step.state))));
  expect([...kindsReached].sort()).toEqual([
    'admin',
    'anonymous',
    'inactive',
    'moderator',
    'refused_suspended',
    'suspended',
    'user',
  ]);
});

// Each path seeds accounts of its own, so the paths may run on both workers, each with its own server.
test.describe.configure({ mode: 'parallel' });

let server: AuthServer;
test.beforeAll(async ({ siteServers }) => {
  server = await startAuthServer(siteServers);
});
for (const path of paths) {
  const steps = path.steps.slice(1);
  const name = steps.map(({ event }) => describe(event as AuthEvent)).join(' → ');
  test(`auth path: ${name || 'a visitor'} → ${sessionKindOf(path.state)}`, async ({ page }) => {
    test.setTimeout(120_000);
    const stage: Stage = { server, ids: await seedAccounts(server), current: null };
    await gotoHydrated(page, at(stage, '/'));
    for (const step of steps) await play(page, stage, step.event as AuthEvent);
    // The guards answer as the machine says in the state the path leads to. Every state on the way is the
    // end of a path of its own (a shortest path's beginning is a shortest path to where it leads), so
    // each is probed once, at its own path's end, rather than again on every longer path through it.
    const snapshot = afterReload(path.state as AuthSnapshot);
    for (const probe of probes) await expectVerdict(page, stage, probe.path, verdictFor(snapshot, probe.guarded));
  });
}
