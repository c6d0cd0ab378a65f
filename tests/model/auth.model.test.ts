import { getStateNodes, type TestPath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { authMachine, type AuthEvent, type AuthInput, type RouteVerdict } from '../../machines/auth.machine.ts';
import { sessionKindOf, verdictFor, type AuthSnapshot, type SessionKind } from '../../machines/auth.routes.ts';
import { openSite, users } from './auth-fixtures.ts';
import { createAuthTestModel, refreshFailure, throttleElapsed, type AuthModelEvent } from './auth-graph.ts';
import { startAuthHarness } from './auth-harness.ts';

type AuthPath = TestPath<AuthSnapshot, AuthModelEvent>;

const throttleMs = constants.timing.user_refresh_throttle_ms;
const starts: readonly { name: string; input: AuthInput }[] = [
  { name: 'anonymous visitor', input: openSite },
  { name: 'member signed in at boot', input: { ...openSite, user: users.member } },
];

function describeEvent(event: AuthModelEvent): string {
  switch (event.type) {
    case throttleElapsed:
      return 'throttle elapses';
    case 'xstate.done.actor.refreshUser':
      return `refreshed: ${event.output ? event.output.username : 'nobody'}`;
    case 'xstate.error.actor.refreshUser':
      return 'refresh fails';
    case 'LOGGED_IN':
      return `LOGGED_IN ${event.user.username}`;
    case 'FORBIDDEN':
      return `FORBIDDEN ${event.reason}`;
    case 'REFRESH':
      return event.force ? 'REFRESH (forced)' : 'REFRESH';
    default:
      return event.type;
  }
}

function describePath(path: AuthPath): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${JSON.stringify(path.state.value)} ← ${events.join(' → ') || 'start'}`;
}

/** What the admin area tells each kind of visitor: login, the inactive or suspended page, 403 in place, or in. */
const adminVerdicts: Record<SessionKind, RouteVerdict> = {
  anonymous: { kind: 'redirect', to: 'login', remember: true },
  refused_suspended: { kind: 'redirect', to: 'login', remember: true },
  inactive: { kind: 'redirect', to: 'inactive', remember: true },
  suspended: { kind: 'redirect', to: 'suspended', remember: false },
  user: { kind: 'forbidden' },
  moderator: { kind: 'forbidden' },
  admin: { kind: 'allow' },
};

/** Plays one model path on the real machine, checking in each state what the session must have done. */
async function walk(path: AuthPath, start: (typeof starts)[number]): Promise<void> {
  const harness = startAuthHarness(start.input);

  async function play(event: AuthModelEvent): Promise<void> {
    if (event.type === throttleElapsed) {
      harness.clock.increment(throttleMs - 1);
      expect(harness.actor.getSnapshot().matches({ refresh: 'throttled' })).toBe(true);
      harness.clock.increment(1);
    } else if (event.type === 'xstate.done.actor.refreshUser') {
      await harness.settleRefresh((call) => call.resolve(event.output));
    } else if (event.type === 'xstate.error.actor.refreshUser') {
      await harness.settleRefresh((call) => call.reject(refreshFailure));
    } else {
      harness.actor.send(event as AuthEvent);
    }
  }

  try {
    await path.test({
      // @xstate/graph types an executor's event by its type alone; the step holds the whole model event.
      events: Object.fromEntries(
        [...new Set(path.steps.slice(1).map((step) => step.event.type))].map((type) => [
          type,
          (step: { event: unknown }) => play(step.event as AuthModelEvent),
        ]),
      ),
      states: {
        '*': (snapshot) => {
          const real = harness.actor.getSnapshot();
          expect(real.value).toEqual(snapshot.value);
          expect(real.context).toEqual(snapshot.context);
          expect(verdictFor(real, { guard: 'admin', loginRequiredExempt: false })).toEqual(
            adminVerdicts[sessionKindOf(real)],
          );
        },
        'session.anonymous': () => {
          expect(harness.actor.getSnapshot().context.user).toBeNull();
        },
        'session.signedIn': () => {
          expect(harness.actor.getSnapshot().context.user).not.toBeNull();
        },
        'session.signedIn.activated.admin': (snapshot) => {
          expect(snapshot.context.user?.role_id).toBe(constants.roles.admin);
        },
        'session.signedIn.activated.moderator': (snapshot) => {
          expect(snapshot.context.user?.role_id).toBe(constants.roles.moderator);
        },
        'session.signedIn.activated': (snapshot) => {
          expect(snapshot.context.user?.mail_status).toBe(constants.mail_status.active);
          expect(snapshot.context.user?.status).toBe('normal');
        },
        'refresh.throttled': () => {
          const asked = harness.refreshes.length;
          harness.actor.send({ type: 'REFRESH' });
          expect(harness.refreshes).toHaveLength(asked);
          expect(harness.actor.getSnapshot().matches({ refresh: 'throttled' })).toBe(true);
        },
        'refresh.idle': () => {
          expect(harness.pendingRefreshes()).toEqual([]);
        },
        'refresh.refreshing': () => {
          expect(harness.pendingRefreshes()).toHaveLength(1);
        },
      },
    });
  } finally {
    harness.actor.stop();
  }
}

const modelPaths = starts.map((start) => ({ start, paths: createAuthTestModel(start.input).getShortestPaths() }));

for (const { start, paths } of modelPaths) {
  describe(`auth machine, from ${start.name}`, () => {
    for (const path of paths) it(describePath(path), () => walk(path, start));
  });
}

describe('auth model coverage', () => {
  const allPaths = modelPaths.flatMap(({ paths }) => paths);

  function hasStep(matches: (before: AuthSnapshot, event: AuthModelEvent, after: AuthSnapshot) => boolean): boolean {
    return allPaths.some((path) =>
      path.steps.some((step, index) => index > 0 && matches(path.steps[index - 1]!.state, step.event, step.state)),
    );
  }

  it('rests in every state of the machine that is not passed through', () => {
    const restingStates = getStateNodes(authMachine.root).filter((node) => node.type === 'atomic' && !node.always);
    for (const node of restingStates) {
      const key = node.path.join('.');
      expect(
        allPaths.some((path) => path.steps.some((step) => step.state.matches(key as never))),
        key,
      ).toBe(true);
    }
  });

  it('refreshes when forced inside the throttle window and plainly outside it', () => {
    const refreshedFrom = (state: 'throttled' | 'idle', force: boolean) =>
      hasStep(
        (before, event, after) =>
          before.matches({ refresh: state }) &&
          event.type === 'REFRESH' &&
          (event.force ?? false) === force &&
          after.matches({ refresh: 'refreshing' }),
      );
    expect(refreshedFrom('throttled', true)).toBe(true);
    expect(refreshedFrom('idle', false)).toBe(true);
  });

  it('signs out on a 401, on logout, and when a refresh finds the session no longer valid', () => {
    const signsOut = (matches: (event: AuthModelEvent) => boolean) =>
      hasStep(
        (before, event, after) =>
          before.matches({ session: 'signedIn' }) && matches(event) && after.matches({ session: 'anonymous' }),
      );
    expect(signsOut((event) => event.type === 'UNAUTHORIZED')).toBe(true);
    expect(signsOut((event) => event.type === 'LOGGED_OUT')).toBe(true);
    expect(signsOut((event) => event.type === 'xstate.done.actor.refreshUser' && event.output === null)).toBe(true);
  });

  it('follows a 403 inactive or suspended at once and refreshes the user to agree', () => {
    for (const reason of ['inactive', 'suspended'] as const) {
      expect(
        hasStep(
          (before, event, after) =>
            before.matches({ session: { signedIn: 'activated' } }) &&
            event.type === 'FORBIDDEN' &&
            event.reason === reason &&
            after.matches({ session: { signedIn: reason } }) &&
            after.matches({ refresh: 'refreshing' }),
        ),
        reason,
      ).toBe(true);
    }
  });

  it('keeps a login refused for suspension apart from a signed-in suspended user', () => {
    expect(
      hasStep(
        (before, event, after) =>
          before.matches({ session: { anonymous: 'visitor' } }) &&
          event.type === 'FORBIDDEN' &&
          after.matches({ session: { anonymous: 'refusedSuspended' } }),
      ),
    ).toBe(true);
  });
});
