import type { AuthEvent, AuthInput, AuthUser } from '../../../machines/auth.types.ts';
import { sessionKindOf, type AuthSnapshot, type SessionKind } from '../../../machines/auth.routes.ts';
import { createExternalStore, useExternalStore } from './external-store.ts';
import type { SessionActor } from './session-actor.ts';

type CreateSessionActor = typeof import('./session-actor.ts').createSessionActor;

let createSessionActor: CreateSessionActor | null = null;
let machineLoading: Promise<CreateSessionActor> | null = null;

/**
 * Loads the session machine's code once. A visitor reading a public page needs none of it until they
 * move, sign in or meet a 401/403, so the first load of those pages carries no xstate; the boot of the
 * other pages waits for it, so a signed-in user is known from the first render.
 */
export function loadSessionMachine(): Promise<CreateSessionActor> {
  machineLoading ??= import('./session-actor.ts').then((module) => (createSessionActor = module.createSessionActor));
  return machineLoading;
}

interface Session {
  input: AuthInput;
  loadUser: () => Promise<AuthUser | null>;
  /** null until the machine's code has loaded */
  actor: SessionActor | null;
  /** what happened before then, told to the machine in order once it runs */
  pending: AuthEvent[];
}

let session: Session | null = null;

export interface SessionView {
  kind: SessionKind;
  user: AuthUser | null;
}

const visitor: SessionView = { kind: 'anonymous', user: null };
const view = createExternalStore<SessionView>(visitor);

function showSnapshot(snapshot: AuthSnapshot): void {
  const next: SessionView = { kind: sessionKindOf(snapshot), user: snapshot.context.user };
  view.set((shown) => (shown.kind === next.kind && shown.user === next.user ? shown : next));
}

function run(started: Session, create: CreateSessionActor): SessionActor {
  const actor = create(started.input, started.loadUser);
  started.actor = actor;
  actor.subscribe(showSnapshot);
  showSnapshot(actor.getSnapshot());
  for (const event of started.pending.splice(0)) actor.send(event);
  return actor;
}

/**
 * Starts the visitor's session (machines/auth.machine.ts) from the user the boot loaded. There is
 * one session per page; starting again replaces it. loadUser fetches GET user/info for refreshes.
 * Until the machine's code is there, the session is the boot's visitor (the pages drawn on the server
 * are drawn for one).
 */
export function startSession(input: AuthInput, loadUser: () => Promise<AuthUser | null>): void {
  session?.actor?.stop();
  const started: Session = { input, loadUser, actor: null, pending: [] };
  session = started;
  view.set(visitor);
  if (createSessionActor) run(started, createSessionActor);
  else if (input.user) void runningSession();
}

/** The session's machine, its code loaded first if this page has not needed it yet. */
async function runningSession(): Promise<SessionActor> {
  const started = session;
  if (!started) throw new Error('the session has not started: the app has not booted');
  const create = await loadSessionMachine();
  // a session started meanwhile replaces this one
  if (session !== started) return runningSession();
  return started.actor ?? run(started, create);
}

/** Tells the session what happened; false when it has not started yet (during boot). */
export function sendToSession(event: AuthEvent): boolean {
  if (!session) return false;
  if (session.actor) {
    session.actor.send(event);
  } else {
    session.pending.push(event);
    void runningSession();
  }
  return true;
}

/** The machine's state; only where the session is known to run (a guarded page, a signed-in user). */
export function sessionSnapshot(): AuthSnapshot {
  if (!session?.actor) throw new Error('the session machine is not running yet');
  return session.actor.getSnapshot();
}

const refreshing = (snapshot: AuthSnapshot) => snapshot.matches({ refresh: 'refreshing' });

/** Asks for a fresh user (throttled unless forced) and resolves once the session has settled. */
export async function refreshSession(force = false): Promise<AuthSnapshot> {
  const actor = await runningSession();
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

/** Who the visitor is, for components; re-renders when that changes. */
export function useSession(): SessionView {
  return useExternalStore(view);
}
