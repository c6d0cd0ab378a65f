/**
 * The install wizard (product spec §2 /install, §4 "Installation: check config file, check database,
 * init, base info, done"; answer-api-facts §6). Five visible steps (language, database, config file,
 * site info, done) and the screens around them: checking, failed, alreadyInstalled, configExists and
 * dbFailed.
 *
 * Why a machine: the wizard must never skip a step or repeat a call that changed the server (init
 * writes config.yaml), and the model test walks every path. Effects are placeholders supplied with
 * `.provide()`: the page gives them the /installation calls and local storage, the test recorders.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BodyOf } from '../generated/operations.ts';

/** What POST config-file/check answers, or 'installed' when it refuses because the site is installed. */
export type ConfigurationCheck =
  { config_file_exist: boolean; db_connection_success: boolean; db_table_exist: boolean } | 'installed';

/** init's outcome: config.yaml written, or the YAML the person must create by hand. */
export type InitOutcome = { written: true } | { written: false; defaultConfig: string };

/** Step 2's form (spec/forms/install_database.yaml), as db/check and init receive it. */
export type DatabaseForm = NonNullable<BodyOf<'installDbCheck'>>;
/** Step 4's form (spec/forms/install_base_info.yaml). */
export type BaseInfoForm = NonNullable<BodyOf<'installBaseInfo'>>;

/** A refusal the page can show: field errors under the fields, anything else as an alert. */
export interface InstallError {
  alreadyInstalled?: boolean;
  /** a re-check found no usable configuration yet */
  stillMissing?: boolean;
  message?: string;
  fieldErrors?: Array<{ error_field: string; error_msg: string }>;
}

export interface InstallInput {
  /** the language stored locally by an earlier visit, else the site default */
  language: string;
}

export interface InstallContext {
  language: string;
  databaseForm: DatabaseForm | null;
  defaultConfig: string | null;
  /** the last refusal, shown on the screen it returned to; cleared by the next attempt */
  error: InstallError | null;
}

export type InstallEvent =
  | { type: 'CHOOSE_LANGUAGE'; language: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT_DATABASE'; form: DatabaseForm }
  | { type: 'RECHECK' }
  | { type: 'INSTALL_NOW' }
  | { type: 'SUBMIT_BASE_INFO'; form: BaseInfoForm }
  | { type: 'RETRY' };

/** The step a screen belongs to in the progress display (1-5); screens outside the steps have none. */
export const STEP_TAGS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

function notProvided(name: string): never {
  throw new Error(`install machine: supply "${name}" with .provide()`);
}

function asInstallError(error: unknown): InstallError {
  return typeof error === 'object' && error !== null ? (error as InstallError) : { message: String(error) };
}

const ready = (check: ConfigurationCheck) =>
  check !== 'installed' && check.config_file_exist && check.db_connection_success && check.db_table_exist;

export const installMachine = setup({
  types: {
    input: {} as InstallInput,
    context: {} as InstallContext,
    events: {} as InstallEvent,
  },
  actors: {
    checkConfiguration: fromPromise<ConfigurationCheck>(async () => notProvided('checkConfiguration')),
    checkDatabase: fromPromise<void, DatabaseForm>(async () => notProvided('checkDatabase')),
    initialize: fromPromise<InitOutcome, DatabaseForm>(async () => notProvided('initialize')),
    submitBaseInfo: fromPromise<void, BaseInfoForm>(async () => notProvided('submitBaseInfo')),
  },
  actions: {
    storeLanguage: (_, _params: { language: string }) => notProvided('storeLanguage'),
    recordError: assign({ error: (_, params: { error: unknown }) => asInstallError(params.error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    installed: (_, params: { check: ConfigurationCheck }) => params.check === 'installed',
    unconfigured: (_, params: { check: ConfigurationCheck }) =>
      params.check !== 'installed' && !params.check.config_file_exist,
    databaseDown: (_, params: { check: ConfigurationCheck }) =>
      params.check !== 'installed' && !params.check.db_connection_success,
    ready: (_, params: { check: ConfigurationCheck }) => ready(params.check),
    written: (_, params: { outcome: InitOutcome }) => params.outcome.written,
    refusedAsInstalled: (_, params: { error: unknown }) => asInstallError(params.error).alreadyInstalled === true,
  },
}).createMachine({
  id: 'install',
  context: ({ input }) => ({ language: input.language, databaseForm: null, defaultConfig: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkConfiguration',
        src: 'checkConfiguration',
        onDone: [
          {
            guard: { type: 'installed', params: ({ event }) => ({ check: event.output }) },
            target: 'alreadyInstalled',
          },
          { guard: { type: 'unconfigured', params: ({ event }) => ({ check: event.output }) }, target: 'language' },
          { guard: { type: 'databaseDown', params: ({ event }) => ({ check: event.output }) }, target: 'dbFailed' },
          { target: 'configExists' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { RETRY: { target: 'checking', actions: 'clearError' } } },
    dbFailed: { on: { RETRY: 'checking' } },
    configExists: { on: { INSTALL_NOW: 'baseInfo' } },
    alreadyInstalled: { type: 'final' },

    language: {
      tags: 'step1',
      on: {
        CHOOSE_LANGUAGE: {
          actions: [
            assign({ language: ({ event }) => event.language }),
            { type: 'storeLanguage', params: ({ event }) => ({ language: event.language }) },
          ],
        },
        NEXT: 'database',
      },
    },

    database: {
      tags: 'step2',
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_DATABASE: {
              target: 'checking',
              actions: [assign({ databaseForm: ({ event }) => event.form }), 'clearError'],
            },
            BACK: { target: '#install.language', actions: 'clearError' },
          },
        },
        checking: {
          invoke: {
            id: 'checkDatabase',
            src: 'checkDatabase',
            input: ({ context }) => context.databaseForm!,
            onDone: 'initializing',
            onError: [
              {
                guard: { type: 'refusedAsInstalled', params: ({ event }) => ({ error: event.error }) },
                target: '#install.alreadyInstalled',
              },
              { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        initializing: {
          invoke: {
            id: 'initialize',
            src: 'initialize',
            input: ({ context }) => context.databaseForm!,
            onDone: [
              {
                guard: { type: 'written', params: ({ event }) => ({ outcome: event.output }) },
                target: '#install.configFile.written',
              },
              {
                target: '#install.configFile.manual',
                actions: assign({
                  defaultConfig: ({ event }) => (event.output.written ? null : event.output.defaultConfig),
                }),
              },
            ],
            onError: [
              {
                guard: { type: 'refusedAsInstalled', params: ({ event }) => ({ error: event.error }) },
                target: '#install.alreadyInstalled',
              },
              { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },

    configFile: {
      tags: 'step3',
      initial: 'written',
      states: {
        written: { on: { NEXT: '#install.baseInfo' } },
        manual: { on: { RECHECK: { target: 'rechecking', actions: 'clearError' } } },
        rechecking: {
          invoke: {
            id: 'recheckConfiguration',
            src: 'checkConfiguration',
            onDone: [
              {
                guard: { type: 'ready', params: ({ event }) => ({ check: event.output }) },
                target: '#install.baseInfo',
              },
              {
                guard: { type: 'installed', params: ({ event }) => ({ check: event.output }) },
                target: '#install.alreadyInstalled',
              },
              { target: 'manual', actions: assign({ error: { stillMissing: true } }) },
            ],
            onError: {
              target: 'manual',
              actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },

    baseInfo: {
      tags: 'step4',
      initial: 'editing',
      states: {
        editing: { on: { SUBMIT_BASE_INFO: { target: 'submitting', actions: 'clearError' } } },
        submitting: {
          invoke: {
            id: 'submitBaseInfo',
            src: 'submitBaseInfo',
            input: ({ event }) => (event as Extract<InstallEvent, { type: 'SUBMIT_BASE_INFO' }>).form,
            onDone: '#install.done',
            onError: [
              {
                guard: { type: 'refusedAsInstalled', params: ({ event }) => ({ error: event.error }) },
                target: '#install.alreadyInstalled',
              },
              { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },

    done: { tags: 'step5', type: 'final' },
  },
});
