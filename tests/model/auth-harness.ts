import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { authMachine, type AuthInput, type AuthUser } from '../../machines/auth.machine.ts';

/** One GET user/info the session asked for, settled by the test when the model path says so. */
export interface RefreshCall {
  outcome: 'pending' | 'resolved' | 'rejected' | 'aborted';
  resolve(user: AuthUser | null): void;
  reject(error: unknown): void;
}

function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The real auth machine on a simulated clock, with a refresh the test settles. */
export function startAuthHarness(input: AuthInput) {
  const refreshes: RefreshCall[] = [];
  const clock = new SimulatedClock();
  const machine = authMachine.provide({
    actors: {
      loadUser: fromPromise<AuthUser | null>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            const call: RefreshCall = {
              outcome: 'pending',
              resolve: (user) => {
                call.outcome = 'resolved';
                resolve(user);
              },
              reject: (error) => {
                call.outcome = 'rejected';
                reject(error);
              },
            };
            signal.addEventListener('abort', () => {
              if (call.outcome === 'pending') call.outcome = 'aborted';
            });
            refreshes.push(call);
          }),
      ),
    },
  });
  const actor = createActor(machine, { input, clock }).start();

  const pendingRefreshes = () => refreshes.filter((call) => call.outcome === 'pending');

  async function settleRefresh(settle: (call: RefreshCall) => void): Promise<void> {
    const pending = pendingRefreshes();
    if (pending.length !== 1) throw new Error(`expected one pending refresh, found ${pending.length}`);
    settle(pending[0]!);
    await flushPromises();
  }

  return { actor, clock, refreshes, pendingRefreshes, settleRefresh };
}
