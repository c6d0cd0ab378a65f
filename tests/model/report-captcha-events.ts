import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ReportCaptchaEvent } from '../../machines/report-captcha.machine.ts';

/** The report-and-captcha machine's invoked actors: the captcha checks and the write. */
export type CheckActorId = 'checkAction' | 'reloadCaptcha' | 'reloadAfterRefusal';
export type ActorId = CheckActorId | 'submit';

/** The delayed move that reopens the dialog after a refused code. */
export const reopenElapsed = 'xstate.after.captchaReopenDelay.reportCaptcha.fieldError.waiting';

/** Every event a model of the machine plays: a person's, an actor's outcome, the reopen delay. */
export type ModelEvent =
  | ReportCaptchaEvent
  | DoneActorEvent<unknown, ActorId>
  | ErrorActorEvent<unknown, ActorId>
  | { type: typeof reopenElapsed };
