import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { constants } from '../../../../generated/constants.ts';
import { fromPromise } from 'xstate';
import {
  reportCaptchaMachine,
  type CaptchaAction,
  type CaptchaAnswer,
  type CaptchaCheck,
  type CheckActionInput,
  type SubmitInput,
} from '../../../../machines/report-captcha.machine.ts';
import { api } from '../../app/api-client.ts';
import { webPlugins } from '../../plugins/built-in.ts';
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
  settle(outcome: { written: boolean } | { error: unknown }): void;
}

export function useCaptcha(action: CaptchaAction, { checkAction = askServer }: UseCaptchaOptions = {}): CaptchaFlow {
  const pending = useRef<Pending | null>(null);
  const actor = useActorRef(
    reportCaptchaMachine.provide({
      actors: {
        checkAction: fromPromise<CaptchaCheck, CheckActionInput>(({ input }) => checkAction(input.action)),
        submit: fromPromise<unknown, SubmitInput>(({ input }) => {
          if (!pending.current) throw new Error('captcha: a write was submitted without submit()');
          return pending.current.write(input.answer);
        }),
      },
    }),
    { input: { action } },
  );

  // the dialog reopened after a refused code says so, until the write is over
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('fieldError')) setRefused(true);
      else if (!snapshot.matches('dialogOpen') && !snapshot.matches('submitting')) setRefused(false);
      const current = pending.current;
      if (!current) return;
      if (snapshot.matches('done')) current.settle({ written: true });
      else if (snapshot.matches('idle')) current.settle({ written: false });
      else if (snapshot.matches('failed')) current.settle({ error: snapshot.context.error });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const open = useSelector(actor, (snapshot) => snapshot.matches('dialogOpen') || snapshot.matches('reloading'));
  const challenge = useSelector(actor, (snapshot) =>
    snapshot.matches('dialogOpen') ? snapshot.context.challenge : null,
  );
  // while a new challenge loads, the dialog of the last one stays
  const [pluginSlug, setPluginSlug] = useState<string | undefined>();
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
      actor.send({ type: 'SUBMIT' });
    });
  }

  const dialog = open ? (
    <Suspense fallback={null}>
      <CaptchaDialog
        challenge={challenge}
        refused={refused}
        onVerify={(captchaCode) => actor.send({ type: 'VERIFY', captcha_code: captchaCode })}
        onReload={() => actor.send({ type: 'RELOAD' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </Suspense>
  ) : null;

  return { submit, dialog };
}
