import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine, type AuthInput, type AuthUser } from '../../../machines/auth.machine.ts';

export type SessionActor = ActorRefFrom<typeof authMachine>;

/**
 * The visitor's session machine (machines/auth.machine.ts), started. Its own module so that xstate loads
 * only when a session needs it (see session.ts), not with every public page.
 */
export function createSessionActor(input: AuthInput, loadUser: () => Promise<AuthUser | null>): SessionActor {
  const machine = authMachine.provide({ actors: { loadUser: fromPromise(loadUser) } });
  return createActor(machine, { input }).start();
}
