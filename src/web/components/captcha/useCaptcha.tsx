import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { constants } from '../../../../generated/constants.ts';
import type {
  CaptchaAction,
  CaptchaAnswer,
  CaptchaCheck,
  ReportCaptchaEvent,
} from '../../../../machines/report-captcha.types.ts';
import { api } from '../../app/api-client.ts';
import { webPlugins } from '../../plugins/built-in.ts';
import type { CaptchaOutcome, CaptchaRun, CaptchaShown } from './captcha-run.ts';
import type { CaptchaDialogProps } from './CaptchaDialogFrame.tsx';

// Most writes never need a captcha, so a captcha plugin's dialog loads with the first challenge it made.
const dialogs = new Map<string, ComponentType<CaptchaDialogProps>>();

/**
 * The dialog of the captcha plugin that made a challenge (the server names it with each one, so a plugin
 * an admin switched on a moment ago is shown right); the image captcha's for one it does not name.
 */
function dialogOf(pluginSlug: string = constants.captcha.plugin_slug): ComponentType<CaptchaDialogProps> {
  const plugin =
    webPlugins.find((candidate) => candidate.slug_name === pluginSlug && candidate.captcha) ??
    webPlugins.find((candidate) => candidate.slug_name === constants.captcha.plugin_slug)!;
  let dialog = dialogs.get(plugin.slug_name);
  if (!dialog) dialogs.set(plugin.slug_name, (dialog = lazy(plugin.captcha!)));
  return dialog;
}

/** A write that carries the captcha answer when one was asked for (spread it into the body). */
export type CaptchaWrite = (answer: CaptchaAnswer | null) => Promise<unknown>;

export interface UseCaptchaOptions {
  /** asks whether the action needs a captcha; `user/action/record` unless given */
  checkAction?: (action: CaptchaAction) => Promise<CaptchaCheck>;
}

export interface CaptchaFlow {
  /**
   * Runs the write behind the captcha: asks `user/action/record`, shows the dialog when needed and
   * retries with a new picture when the code is refused. Resolves true once the write succeeded,
   * false when the person closed the dialog; rejects with the write's own error otherwise.
   */
  submit(write: CaptchaWrite): Promise<boolean>;
  /** render this where the page is; it shows the dialog while an answer is needed */
  dialog: ReactNode;
}

const askServer = (action: CaptchaAction) => api.getUserActionRecord({ query: { action } });

interface Pending {
  write: CaptchaWrite;
  settle(outcome: CaptchaOutcome): void;
}

const closed: CaptchaShown = { open: false, challenge: null, refused: false };

export function useCaptcha(action: CaptchaAction, { checkAction = askServer }: UseCaptchaOptions = {}): CaptchaFlow {
  const pending = useRef<Pending | null>(null);
  // The flow's machine (and xstate) loads with the form's first write: pages show forms far more often
  // than anyone sends one.
  const run = useRef<Promise<CaptchaRun> | null>(null);
  const [shown, setShown] = useState(closed);
  useEffect(
    () => () => {
      void run.current?.then((started) => started.stop());
      run.current = null;
    },
    [],
  );

  function started(): Promise<CaptchaRun> {
    run.current ??= import('./captcha-run.ts').then(({ runCaptcha }) =>
      runCaptcha({
        action,
        checkAction,
        write(answer) {
          if (!pending.current) throw new Error('captcha: a write was submitted without submit()');
          return pending.current.write(answer);
        },
        onShown: setShown,
        onOutcome: (outcome) => pending.current?.settle(outcome),
      }),
    );
    return run.current;
  }
  const send = (event: ReportCaptchaEvent) => void started().then((flow) => flow.send(event));

  // while a new challenge loads, the dialog of the last one stays
  const [pluginSlug, setPluginSlug] = useState<string | undefined>();
  const { challenge } = shown;
  if (challenge && challenge.captcha_plugin !== pluginSlug) setPluginSlug(challenge.captcha_plugin);
  const CaptchaDialog = dialogOf(challenge?.captcha_plugin ?? pluginSlug);

  function submit(write: CaptchaWrite): Promise<boolean> {
    return new Promise((resolve, reject) => {
      pending.current = {
        write,
        settle: (outcome) => {
          pending.current = null;
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.written);
        },
      };
      started().then((flow) => flow.send({ type: 'SUBMIT' }), reject);
    });
  }

  const dialog = shown.open ? (
    <Suspense fallback={null}>
      <CaptchaDialog
        challenge={challenge}
        refused={shown.refused}
        onVerify={(captchaCode) => send({ type: 'VERIFY', captcha_code: captchaCode })}
        onReload={() => send({ type: 'RELOAD' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Suspense>
  ) : null;

  return { submit, dialog };
}
