import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type {
  CaptchaAction,
  CaptchaAnswer,
  CaptchaCheck,
  ReportCaptchaEvent,
} from '../../../../machines/report-captcha.types.ts';
import { api } from '../../app/api-client.ts';
import type { CaptchaOutcome, CaptchaRun, CaptchaShown } from './captcha-run.ts';

type DialogOf = typeof import('./captcha-dialogs.ts').dialogOf;

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
  // The flow's machine (and xstate) and the captcha plugins' dialogs load with the form's first write:
  // pages show forms far more often than anyone sends one.
  const flow = useRef<Promise<CaptchaRun> | null>(null);
  const [dialogOf, setDialogOf] = useState<DialogOf | null>(null);
  const [shown, setShown] = useState(closed);
  useEffect(
    () => () => {
      void flow.current?.then((run) => run.stop());
      flow.current = null;
    },
    [],
  );

  function started(): Promise<CaptchaRun> {
    flow.current ??= Promise.all([import('./captcha-run.ts'), import('./captcha-dialogs.ts')]).then(
      ([{ runCaptcha }, dialogs]) => {
        setDialogOf(() => dialogs.dialogOf);
        return runCaptcha({
          action,
          checkAction,
          write(answer) {
            if (!pending.current) throw new Error('captcha: a write was submitted without submit()');
            return pending.current.write(answer);
          },
          onShown: setShown,
          onOutcome: (outcome) => pending.current?.settle(outcome),
        });
      },
    );
    return flow.current;
  }
  const send = (event: ReportCaptchaEvent) => void started().then((flow) => flow.send(event));

  // while a new challenge loads, the dialog of the last one stays
  const [pluginSlug, setPluginSlug] = useState<string | undefined>();
  const { challenge } = shown;
  if (challenge && challenge.captcha_plugin !== pluginSlug) setPluginSlug(challenge.captcha_plugin);
  // open only once the flow has loaded, the dialogs with it
  const CaptchaDialog = shown.open && dialogOf ? dialogOf(challenge?.captcha_plugin ?? pluginSlug) : null;

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

  const dialog = CaptchaDialog ? (
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
