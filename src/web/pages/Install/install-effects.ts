import { fromPromise } from 'xstate';
import type {
  BaseInfoForm,
  ConfigurationCheck,
  DatabaseForm,
  InitOutcome,
  InstallError,
} from '../../../../machines/install.machine.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../app/api-client.ts';

// The wizard shows every refusal itself (inline or as its own screen), never as a toast or error page.
const quiet = { passThroughErrors: true, ignore50X: true } as const;

/** Settles the form that sent a step, so SchemaForm shows the server's field errors or alert inline. */
export interface FormSettlement {
  resolve(): void;
  reject(error: unknown): void;
}

function installErrorOf(error: unknown): InstallError {
  if (!(error instanceof ApiError)) return { message: error instanceof Error ? error.message : String(error) };
  if (error.reason === 'error.install.already_installed') return { alreadyInstalled: true, message: error.message };
  return error.kind === 'field_errors'
    ? { fieldErrors: error.fieldErrors, message: error.message }
    : { message: error.message };
}

function createConfigFailed(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { create_config_failed?: boolean; default_config?: string } | null;
  return data?.create_config_failed && typeof data.default_config === 'string' ? data.default_config : null;
}

/** The wizard machine's effects as /installation calls; `form` holds the settlement of the form being sent. */
export function installEffects(form: { current: FormSettlement | null }, storeLanguage: (language: string) => void) {
  const settle = (outcome: 'resolve' | 'reject', error?: unknown) => {
    const pending = form.current;
    form.current = null;
    if (outcome === 'resolve') pending?.resolve();
    else pending?.reject(error);
  };
  return {
    actors: {
      checkConfiguration: fromPromise<ConfigurationCheck>(async () => {
        try {
          return await api.installConfigFileCheck({}, quiet);
        } catch (error) {
          const refusal = installErrorOf(error);
          if (refusal.alreadyInstalled) return 'installed';
          throw refusal;
        }
      }),
      checkDatabase: fromPromise<void, DatabaseForm>(async ({ input }) => {
        try {
          await api.installDbCheck({ body: input }, quiet);
        } catch (error) {
          settle('reject', error);
          throw installErrorOf(error);
        }
      }),
      initialize: fromPromise<InitOutcome, DatabaseForm>(async ({ input }) => {
        try {
          await api.installInit({ body: input }, quiet);
          settle('resolve');
          return { written: true };
        } catch (error) {
          const defaultConfig = createConfigFailed(error);
          if (defaultConfig !== null) {
            settle('resolve');
            return { written: false, defaultConfig };
          }
          settle('reject', error);
          throw installErrorOf(error);
        }
      }),
      submitBaseInfo: fromPromise<void, BaseInfoForm>(async ({ input }) => {
        try {
          await api.installBaseInfo({ body: input }, quiet);
          settle('resolve');
        } catch (error) {
          settle('reject', error);
          throw installErrorOf(error);
        }
      }),
    },
    actions: {
      storeLanguage: (_: unknown, params: { language: string }) => storeLanguage(params.language),
    },
  };
}
