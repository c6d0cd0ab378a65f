import { createActor, fromPromise } from 'xstate';
import {
  reportCaptchaMachine,
  type CaptchaAction,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type CaptchaCheck,
  type CheckActionInput,
  type ReportCaptchaEvent,
  type SubmitInput,
} from '../../../../machines/report-captcha.machine.ts';

/** What the form shows of the flow: the dialog, with the challenge to answer, and whether the last answer was refused. */
export interface CaptchaShown {
  open: boolean;
  /** null while a new challenge loads */
  challenge: CaptchaChallenge | null;
  refused: boolean;
}

export type CaptchaOutcome = { written: boolean } | { error: unknown };

export interface CaptchaRunOptions {
  action: CaptchaAction;
  checkAction(action: CaptchaAction): Promise<CaptchaCheck>;
  /** the write waiting for its captcha, given the answer it must carry */
  write(answer: CaptchaAnswer | null): Promise<unknown>;
  onShown(shown: CaptchaShown): void;
  /** each time the flow ends: written, closed by the person, or failed */
  onOutcome(outcome: CaptchaOutcome): void;
}

export interface CaptchaRun {
  send(event: ReportCaptchaEvent): void;
  stop(): void;
}

/**
 * One form's report-and-captcha machine (machines/report-captcha.machine.ts), running. Its own module so
 * that xstate loads with a form's first write, not with each page that has a form.
 */
export function runCaptcha(options: CaptchaRunOptions): CaptchaRun {
  const machine = reportCaptchaMachine.provide({
    actors: {
      checkAction: fromPromise<CaptchaCheck, CheckActionInput>(({ input }) => options.checkAction(input.action)),
      submit: fromPromise<unknown, SubmitInput>(({ input }) => options.write(input.answer)),
    },
  });
  // started before it is watched: its first state (idle, before any write) ends no flow
  const actor = createActor(machine, { input: { action: options.action } }).start();
  // the dialog reopened after a refused code says so, until the write is over
  let refused = false;
  actor.subscribe((snapshot) => {
    if (snapshot.matches('fieldError')) refused = true;
    else if (!snapshot.matches('dialogOpen') && !snapshot.matches('submitting')) refused = false;
    const dialogOpen = snapshot.matches('dialogOpen');
    options.onShown({
      open: dialogOpen || snapshot.matches('reloading'),
      challenge: dialogOpen ? snapshot.context.challenge : null,
      refused,
    });
    if (snapshot.matches('done')) options.onOutcome({ written: true });
    else if (snapshot.matches('idle')) options.onOutcome({ written: false });
    else if (snapshot.matches('failed')) options.onOutcome({ error: snapshot.context.error });
  });
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
