/**
 * Boot of a Quorum page (product spec §4): site info, user and agent load once,
 * then language, time zone and theme are applied. Later refreshes of the user belong to the session
 * (machines/auth.machine.ts), which starts from the user loaded here.
 *
 * Why a machine: the browser app and the tests must agree on one order of effects
 * (what loads in parallel, when a language bundle is fetched, that nothing is applied
 * after a failure). Every effect is therefore a named placeholder that the caller
 * supplies with `.provide()`: the browser gives it HTTP calls and DOM updates, the model
 * test gives it controllable promises and recorders.
 */
import { assign, fromPromise, setup } from 'xstate';
import { constants } from '../generated/constants.ts';
import { resolveColorScheme, resolveLanguage } from '../src/shared/preferences/index.ts';
import type {
  Agent,
  ApplyLanguageParams,
  ApplyThemeParams,
  ApplyTimeZoneParams,
  BootContext,
  BootEvent,
  BootInput,
  LanguageBundle,
  LoadLanguageBundleInput,
  LoggedInUser,
  SiteInfo,
} from './boot.types.ts';

export type * from './boot.types.ts';

function createBootContext(input: BootInput): BootContext {
  return {
    input,
    siteInfo: null,
    user: null,
    agent: null,
    // Until the site and user load, the stored choice is the best guess for a loading screen.
    language: resolveLanguage({ stored: input.storedLanguage }),
    colorScheme: resolveColorScheme({ stored: input.storedColorScheme }),
    timeZone: constants.time_zone.default,
    bundle: null,
    error: null,
  };
}

function notProvided(name: string): never {
  throw new Error(`boot machine: supply "${name}" with .provide()`);
}

export const bootMachine = setup({
  types: {
    input: {} as BootInput,
    context: {} as BootContext,
    events: {} as BootEvent,
  },
  actors: {
    loadSiteInfo: fromPromise<SiteInfo>(async () => notProvided('loadSiteInfo')),
    loadUser: fromPromise<LoggedInUser | null>(async () => notProvided('loadUser')),
    loadAgent: fromPromise<Agent | null>(async () => notProvided('loadAgent')),
    loadLanguageBundle: fromPromise<LanguageBundle, LoadLanguageBundleInput>(async () =>
      notProvided('loadLanguageBundle'),
    ),
  },
  actions: {
    applyLanguage: (_, _params: ApplyLanguageParams) => notProvided('applyLanguage'),
    applyTimeZone: (_, _params: ApplyTimeZoneParams) => notProvided('applyTimeZone'),
    applyTheme: (_, _params: ApplyThemeParams) => notProvided('applyTheme'),
    recordError: assign({ error: (_, params: { error: unknown }) => params.error }),
  },
  guards: {
    sessionHoldsBundle: ({ context }) => context.input.cachedBundleLanguage === context.language,
  },
}).createMachine({
  id: 'boot',
  context: ({ input }) => createBootContext(input),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      states: {
        siteInfo: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadSiteInfo',
                src: 'loadSiteInfo',
                onDone: { target: 'done', actions: assign({ siteInfo: ({ event }) => event.output }) },
                onError: {
                  target: '#boot.failed',
                  actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        user: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadUser',
                src: 'loadUser',
                onDone: { target: 'done', actions: assign({ user: ({ event }) => event.output }) },
                onError: {
                  target: '#boot.failed',
                  actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        agent: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadAgent',
                src: 'loadAgent',
                onDone: { target: 'done', actions: assign({ agent: ({ event }) => event.output }) },
                onError: {
                  target: '#boot.failed',
                  actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'resolving',
    },
    resolving: {
      entry: assign(({ context }) => ({
        language: resolveLanguage({
          user: context.user,
          interfaceLanguage: context.siteInfo?.interface.language,
          stored: context.input.storedLanguage,
        }),
        colorScheme: resolveColorScheme({
          user: context.user,
          site: context.siteInfo?.theme.color_scheme,
          stored: context.input.storedColorScheme,
        }),
        timeZone: context.siteInfo?.interface.time_zone ?? context.timeZone,
      })),
      always: [{ guard: 'sessionHoldsBundle', target: 'applying' }, { target: 'loadingBundle' }],
    },
    loadingBundle: {
      invoke: {
        id: 'loadLanguageBundle',
        src: 'loadLanguageBundle',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'applying',
          actions: assign({ bundle: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    applying: {
      entry: [
        {
          type: 'applyLanguage',
          params: ({ context }) => ({ language: context.language, bundle: context.bundle }),
        },
        { type: 'applyTimeZone', params: ({ context }) => ({ timeZone: context.timeZone }) },
        { type: 'applyTheme', params: ({ context }) => ({ colorScheme: context.colorScheme }) },
      ],
      always: 'ready',
    },
    // Setup runs once (spec §4): the session takes over the user from here.
    ready: {},
    failed: {
      on: {
        // Boot fails before anything is applied, so starting over from the input loses nothing.
        RETRY: { target: 'loading', actions: assign(({ context }) => createBootContext(context.input)) },
      },
    },
  },
});
