/**
 * A write that may need a captcha (product spec §4 "Report flow" and "Captcha"; answer-api-facts
 * §1.6). It starts with the login: before the write, `user/action/record` says whether the
 * captcha is needed; if so the dialog shows it and the write carries the answer. A refused answer
 * (a field error on `captcha_code`) reloads the captcha and reopens the dialog after
 * `timing.captcha_reopen_delay_ms`, so the person sees the dialog close and come back with a new picture.
 *
 * Effects are placeholders supplied with `.provide()`: the browser gives HTTP calls, the model test
 * controllable promises. The reopen delay runs on the actor's clock.
 */
import { assign, fromPromise, setup } from 'xstate';
import { constants } from '../generated/constants.ts';
import { ApiError } from '../src/shared/api/api-error.ts';
import type {
  CaptchaChallenge,
  CaptchaCheck,
  CheckActionInput,
  ReportCaptchaContext,
  ReportCaptchaEvent,
  ReportCaptchaInput,
  SubmitInput,
} from './report-captcha.types.ts';

export type * from './report-captcha.types.ts';

function notProvided(name: string): never {
  throw new Error(`report-captcha machine: supply "${name}" with .provide()`);
}

const challengeOf = ({ verify: _verify, ...challenge }: CaptchaCheck): CaptchaChallenge => challenge;

export const reportCaptchaMachine = setup({
  types: {
    input: {} as ReportCaptchaInput,
    context: {} as ReportCaptchaContext,
    events: {} as ReportCaptchaEvent,
  },
  actors: {
    checkAction: fromPromise<CaptchaCheck, CheckActionInput>(async () => notProvided('checkAction')),
    submit: fromPromise<unknown, SubmitInput>(async () => notProvided('submit')),
  },
  guards: {
    verifyNeeded: (_, params: { check: CaptchaCheck }) => params.check.verify,
    hasCode: ({ event }) => event.type === 'VERIFY' && event.captcha_code.trim() !== '',
    captchaRefused: (_, params: { error: unknown }) =>
      params.error instanceof ApiError &&
      params.error.fieldErrors.some((entry) => entry.error_field === 'captcha_code'),
  },
  delays: {
    captchaReopenDelay: constants.timing.captcha_reopen_delay_ms,
  },
}).createMachine({
  id: 'reportCaptcha',
  context: ({ input }) => ({ action: input.action, challenge: null, answer: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: 'checking' },
    },
    checking: {
      entry: assign({ challenge: null, answer: null, error: null }),
      invoke: {
        id: 'checkAction',
        src: 'checkAction',
        input: ({ context }) => ({ action: context.action }),
        onDone: [
          {
            guard: { type: 'verifyNeeded', params: ({ event }) => ({ check: event.output }) },
            target: 'dialogOpen',
            actions: assign({ challenge: ({ event }) => challengeOf(event.output) }),
          },
          { target: 'submitting' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    dialogOpen: {
      on: {
        VERIFY: {
          guard: 'hasCode',
          target: 'submitting',
          actions: assign({
            answer: ({ context, event }) => ({
              captcha_id: context.challenge?.captcha_id ?? '',
              captcha_code: event.captcha_code.trim(),
            }),
          }),
        },
        RELOAD: 'reloading',
        CANCEL: { target: 'idle', actions: assign({ challenge: null, answer: null }) },
      },
    },
    reloading: {
      invoke: {
        id: 'reloadCaptcha',
        src: 'checkAction',
        input: ({ context }) => ({ action: context.action }),
        onDone: [
          {
            guard: { type: 'verifyNeeded', params: ({ event }) => ({ check: event.output }) },
            target: 'dialogOpen',
            actions: assign({ challenge: ({ event }) => challengeOf(event.output) }),
          },
          // No longer needed (the captcha plugin was switched off): the person submits again without one.
          { target: 'idle', actions: assign({ challenge: null, answer: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ answer: context.answer }),
        onDone: { target: 'done', actions: assign({ challenge: null, answer: null }) },
        onError: [
          {
            guard: { type: 'captchaRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'fieldError',
            actions: assign({ error: ({ event }) => event.error, answer: null }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error, challenge: null, answer: null }) },
        ],
      },
    },
    fieldError: {
      initial: 'reloading',
      states: {
        reloading: {
          invoke: {
            id: 'reloadAfterRefusal',
            src: 'checkAction',
            input: ({ context }) => ({ action: context.action }),
            onDone: [
              {
                guard: { type: 'verifyNeeded', params: ({ event }) => ({ check: event.output }) },
                target: 'waiting',
                actions: assign({ challenge: ({ event }) => challengeOf(event.output) }),
              },
              { target: '#reportCaptcha.idle', actions: assign({ challenge: null }) },
            ],
            onError: {
              target: '#reportCaptcha.failed',
              actions: assign({ error: ({ event }) => event.error, challenge: null }),
            },
          },
        },
        waiting: {
          after: { captchaReopenDelay: { target: '#reportCaptcha.dialogOpen', actions: assign({ error: null }) } },
        },
      },
    },
    done: {
      on: { SUBMIT: 'checking' },
    },
    failed: {
      on: { SUBMIT: 'checking' },
    },
  },
});
