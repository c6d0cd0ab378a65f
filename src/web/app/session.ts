import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine, type AuthEvent, type AuthInput, type AuthUser } from '../../../machines/auth.machine.ts';
import { sessionKindOf, type AuthSnapshot, type SessionKind } from '../../../machines/auth.routes.ts';

export type SessionActor = ActorRefFrom<typeof authMachine>;

let sessionActor: SessionActor | null = null;

/**
 * Starts the visitor's session (machines/auth.machine.ts) from the user the boot loaded. There is
 * one session per page; starting again replaces it. loadUser fetches GET user/info for refreshes.
 */
export function startSession(input: AuthInput, loadUser: () => Promise<AuthUser | null>): SessionActor {
  sessionActor?.stop();
  const machine = authMachine.provide({ actors: { loadUser: fromPromise(loadUser) } });
  sessionActor = createActor(machine, { input }).start();
  return sessionActor;
}

function session(): SessionActor {
  if (!sessionActor) throw new Error('the session has not started: the app has not booted');
  return sessionActor;
}

/** Tells the session what happened; false when it has not started yet (during boot). */
export function sendToSession(event: AuthEvent): boolean {
  if (!sessionActor) return false;
  sessionActor.send(event);
  return true;
}

export function sessionSnapshot(): AuthSnapshot {
  return session().getSnapshot();
}

const refreshing = (snapshot: AuthSnapshot) => snapshot.matches({ refresh: 'refreshing' });

/** Asks for a fresh user (throttled unless forced) and resolves once the session has settled. */
export function refreshSession(force = false): Promise<AuthSnapshot> {
  const actor = session();
  actor.send({ type: 'REFRESH', force });
  return new Promise((resolve) => {
    if (!refreshing(actor.getSnapshot())) return resolve(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      if (refreshing(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

export interface SessionView {
  kind: SessionKind;
  user: AuthUser | null;
}

function viewOf(snapshot: AuthSnapshot): SessionView {
  return { kind: sessionKindOf(snapshot), user: snapshot.context.user };
}

const sameView = (a: SessionView, b: SessionView) => a.kind === b.kind && a.user === b.user;

/** Who the visitor is, for components; re-renders when that changes. */
export function useSession(): SessionView {
  return useSelector(session(), viewOf, sameView);
}
