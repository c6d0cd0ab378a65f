import { TestModel } from '@xstate/graph';
import type { ActorLogic, DoneActorEvent, ErrorActorEvent } from 'xstate';
import { authMachine, type AuthEvent, type AuthInput, type AuthUser } from '../../machines/auth.machine.ts';
import type { AuthSnapshot } from '../../machines/auth.routes.ts';
import { loggedIn, users, type UserName } from './auth-fixtures.ts';

export const throttleElapsed = 'xstate.after.userRefreshThrottle.auth.refresh.throttled';
export const refreshFailure = new Error('user/info unavailable');

/** The machine's own events plus the ones its refresh and timer send it, with the payloads the model explores. */
export type AuthModelEvent =
  | AuthEvent
  | DoneActorEvent<AuthUser | null, 'refreshUser'>
  | ErrorActorEvent<unknown, 'refreshUser'>
  | { type: typeof throttleElapsed };

const userNames = Object.keys(users) as UserName[];

function candidateEvents(): AuthModelEvent[] {
  return [
    ...userNames.map((name): AuthModelEvent => ({ type: 'LOGGED_IN', user: loggedIn(name) })),
    { type: 'LOGGED_OUT' },
    { type: 'UNAUTHORIZED' },
    { type: 'FORBIDDEN', reason: 'inactive' },
    { type: 'FORBIDDEN', reason: 'suspended' },
    { type: 'FORBIDDEN', reason: 'url_expired' },
    { type: 'REFRESH' },
    { type: 'REFRESH', force: true },
    // A refresh reports one of the users, or nobody once the token is no longer valid.
    ...[...userNames.map((name) => users[name]), null].map((output): AuthModelEvent => ({
      type: 'xstate.done.actor.refreshUser',
      output,
      actorId: 'refreshUser',
    })),
    { type: 'xstate.error.actor.refreshUser', error: refreshFailure, actorId: 'refreshUser' },
    { type: throttleElapsed },
  ];
}

/** Only events that change something: an ignored event would add a vertex without its incoming transition. */
function modelEvents(snapshot: AuthSnapshot): AuthModelEvent[] {
  // The machine accepts its refresh's and timer's events at run time; its type lists only AuthEvent.
  return candidateEvents().filter((event) => snapshot.can(event as AuthEvent));
}

/** A refresh reports who the server says the visitor is; only a signed-in session can be told another user. */
function plausible(snapshot: AuthSnapshot, event: AuthModelEvent): boolean {
  if (event.type !== 'xstate.done.actor.refreshUser') return true;
  const held = snapshot.context.user;
  return event.output === null || held === null || event.output.id === held.id;
}

function serializeSnapshot(snapshot: AuthSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

/**
 * A vertex is a snapshot together with the transition that led to it, as `createTestModel` does
 * by default: otherwise shortest paths would skip transitions into states already reached another
 * way, such as a 401 or a logout back to anonymous.
 */
function serializeVertex(snapshot: AuthSnapshot, event: AuthModelEvent | undefined, previous?: AuthSnapshot): string {
  const serialized = serializeSnapshot(snapshot);
  if (!event || !previous) return serialized;
  return `${serialized} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
}

/**
 * `createTestModel` refuses machines that invoke actors, so the model is built on the real
 * machine with `TestModel` directly (as the boot model does), with a state matcher,
 * transition-aware vertices and the events to explore.
 */
export function createAuthTestModel(input: AuthInput): TestModel<AuthSnapshot, AuthModelEvent, AuthInput> {
  const logic = authMachine as unknown as ActorLogic<AuthSnapshot, AuthModelEvent, AuthInput>;
  return new TestModel(logic, {
    input,
    events: (snapshot) => modelEvents(snapshot).filter((event) => plausible(snapshot, event)),
    serializeState: serializeVertex,
    stateMatcher: (snapshot, key) => key === '*' || snapshot.matches(key as never),
  });
}
