import { createActor, fromPromise } from 'xstate';
import {
  bootMachine,
  type Agent,
  type ApplyLanguageParams,
  type ApplyThemeParams,
  type ApplyTimeZoneParams,
  type BootInput,
  type LanguageBundle,
  type LoadLanguageBundleInput,
  type LoggedInUser,
  type SiteInfo,
} from '../../machines/boot.machine.ts';

export type LoaderName = 'loadSiteInfo' | 'loadUser' | 'loadAgent' | 'loadLanguageBundle';

/** One invocation of a loader, settled by the test when the model path says so. */
export interface LoaderCall {
  input: unknown;
  outcome: 'pending' | 'resolved' | 'rejected' | 'aborted';
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

function controllableLoader<TOutput, TInput = unknown>(calls: LoaderCall[]) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: LoaderCall = {
          input,
          outcome: 'pending',
          resolve: (output) => {
            call.outcome = 'resolved';
            // The model's done events carry outputs of this loader's type by construction.
            resolve(output as TOutput);
          },
          reject: (error) => {
            call.outcome = 'rejected';
            reject(error);
          },
        };
        signal.addEventListener('abort', () => {
          if (call.outcome === 'pending') call.outcome = 'aborted';
        });
        calls.push(call);
      }),
  );
}

function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The real boot machine, started with loaders the test settles and actions it records. */
export function startBootHarness(input: BootInput) {
  const calls: Record<LoaderName, LoaderCall[]> = {
    loadSiteInfo: [],
    loadUser: [],
    loadAgent: [],
    loadLanguageBundle: [],
  };
  const applied = {
    language: [] as ApplyLanguageParams[],
    timeZone: [] as ApplyTimeZoneParams[],
    theme: [] as ApplyThemeParams[],
  };
  const machine = bootMachine.provide({
    actors: {
      loadSiteInfo: controllableLoader<SiteInfo>(calls.loadSiteInfo),
      loadUser: controllableLoader<LoggedInUser | null>(calls.loadUser),
      loadAgent: controllableLoader<Agent | null>(calls.loadAgent),
      loadLanguageBundle: controllableLoader<LanguageBundle, LoadLanguageBundleInput>(calls.loadLanguageBundle),
    },
    actions: {
      applyLanguage: (_, params) => void applied.language.push(params),
      applyTimeZone: (_, params) => void applied.timeZone.push(params),
      applyTheme: (_, params) => void applied.theme.push(params),
    },
  });
  const actor = createActor(machine, { input }).start();

  function pendingCalls(loader: LoaderName): LoaderCall[] {
    return calls[loader].filter((call) => call.outcome === 'pending');
  }

  async function settle(loader: LoaderName, settleCall: (call: LoaderCall) => void): Promise<void> {
    const pending = pendingCalls(loader);
    if (pending.length !== 1) throw new Error(`expected one pending ${loader} call, found ${pending.length}`);
    settleCall(pending[0]!);
    await flushPromises();
  }

  return { actor, calls, applied, pendingCalls, settle };
}
