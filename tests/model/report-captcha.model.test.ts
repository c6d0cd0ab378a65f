import { TestModel, type TestPath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type ActorLogic, type SnapshotFrom } from 'xstate';
import { constants } from '../../generated/constants.ts';
import {
  reportCaptchaMachine,
  type CaptchaCheck,
  type CheckActionInput,
  type ReportCaptchaEvent,
  type ReportCaptchaInput,
  type SubmitInput,
} from '../../machines/report-captcha.machine.ts';
import { ApiError } from '../../src/shared/api/api-error.ts';
import { actorDone, actorFailure } from '../support/actor-events.ts';
import { reopenElapsed, type ActorId, type ModelEvent } from './report-captcha-events.ts';

type Snapshot = SnapshotFrom<typeof reportCaptchaMachine>;
type Path = TestPath<Snapshot, ModelEvent>;

const input: ReportCaptchaInput = { action: 'password' };
const needed: CaptchaCheck = { verify: true, captcha_id: 'c-1', captcha_img: 'data:image/svg+xml;base64,PHN2Zy8+' };
const notNeeded: CaptchaCheck = { verify: false, captcha_id: '', captcha_img: '' };
const refused = new ApiError(
  'field_errors',
  400,
  'error.object.captcha_verification_failed',
  'Verification failed, please try again.',
  [{ error_field: 'captcha_code', error_msg: 'Verification failed, please try again.' }],
);
const wrongPassword = new ApiError(
  'field_errors',
  400,
  'error.object.email_or_password_incorrect',
  'Email and password do not match.',
  [{ error_field: 'e_mail', error_msg: 'Email and password do not match.' }],
);
const offline = new ApiError('network', 0, 'network', 'offline');
const typedCode = ' k7rw ';

const done = actorDone<ActorId>;
const failure = actorFailure<ActorId>;

function candidateEvents(): ModelEvent[] {
  const checks = (['checkAction', 'reloadCaptcha', 'reloadAfterRefusal'] as const).flatMap((id) => [
    done(id, needed),
    done(id, notNeeded),
    failure(id, offline),
  ]);
  return [
    { type: 'SUBMIT' },
    { type: 'VERIFY', captcha_code: '  ' },
    { type: 'VERIFY', captcha_code: typedCode },
    { type: 'RELOAD' },
    { type: 'CANCEL' },
    ...checks,
    done('submit', null),
    failure('submit', refused),
    failure('submit', wrongPassword),
    failure('submit', offline),
    { type: reopenElapsed },
  ];
}

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context }, (_, value: unknown) =>
    value instanceof Error ? `Error: ${value.message}` : value,
  );

function createModel() {
  const logic = reportCaptchaMachine as unknown as ActorLogic<Snapshot, ModelEvent, ReportCaptchaInput>;
  return new TestModel(logic, {
    input,
    events: (snapshot) => candidateEvents().filter((event) => snapshot.can(event as ReportCaptchaEvent)),
    serializeState: (snapshot, event, previous) =>
      event && previous
        ? `${serialize(snapshot)} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`
        : serialize(snapshot),
    stateMatcher: (snapshot, key) => key === '*' || snapshot.matches(key as never),
  });
}

interface Call<I> {
  input: I;
  outcome: 'pending' | 'settled';
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

function controllable<O, I>(calls: Array<Call<I>>) {
  return fromPromise<O, I>(
    ({ input: callInput }) =>
      new Promise<O>((resolve, reject) => {
        const call: Call<I> = {
          input: callInput,
          outcome: 'pending',
          resolve: (output) => ((call.outcome = 'settled'), resolve(output as O)),
          reject: (error) => ((call.outcome = 'settled'), reject(error)),
        };
        calls.push(call);
      }),
  );
}

/** The real machine with checks and writes the test settles, on a simulated clock. */
function startHarness() {
  const checks: Array<Call<CheckActionInput>> = [];
  const submits: Array<Call<SubmitInput>> = [];
  const clock = new SimulatedClock();
  const machine = reportCaptchaMachine.provide({
    actors: {
      checkAction: controllable<CaptchaCheck, CheckActionInput>(checks),
      submit: controllable<unknown, SubmitInput>(submits),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const pending = <I>(calls: Array<Call<I>>) => calls.filter((call) => call.outcome === 'pending');
  return { actor, clock, checks, submits, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function walk(path: Path): Promise<void> {
  const harness = startHarness();
  const { actor } = harness;
  async function play(event: ModelEvent): Promise<void> {
    if (event.type === reopenElapsed) {
      harness.clock.increment(constants.timing.captcha_reopen_delay_ms - 1);
      // The dialog stays closed for the whole delay.
      expect(actor.getSnapshot().matches({ fieldError: 'waiting' })).toBe(true);
      harness.clock.increment(1);
      return;
    }
    if (!('actorId' in event)) {
      actor.send(event);
      return;
    }
    const calls = event.actorId === 'submit' ? harness.pending(harness.submits) : harness.pending(harness.checks);
    expect(calls).toHaveLength(1);
    if ('output' in event) calls[0]!.resolve(event.output);
    else calls[0]!.reject(event.error);
    await flush();
  }
  try {
    await path.test({
      events: Object.fromEntries(
        [...new Set(path.steps.slice(1).map((step) => step.event.type))].map((type) => [
          type,
          (step: { event: unknown }) => play(step.event as ModelEvent),
        ]),
      ),
      states: {
        '*': (snapshot) => {
          expect(actor.getSnapshot().value).toEqual(snapshot.value);
          expect(actor.getSnapshot().context).toEqual(snapshot.context);
        },
        checking: () => {
          expect(harness.pending(harness.checks).map((call) => call.input)).toEqual([{ action: input.action }]);
          expect(harness.pending(harness.submits)).toEqual([]);
        },
        dialogOpen: (snapshot) => {
          expect(snapshot.context.challenge).toEqual({
            captcha_id: needed.captcha_id,
            captcha_img: needed.captcha_img,
          });
          expect(harness.pending(harness.checks)).toEqual([]);
          expect(harness.pending(harness.submits)).toEqual([]);
        },
        submitting: (snapshot) => {
          const [call] = harness.pending(harness.submits);
          // The write carries the trimmed answer to the captcha shown, or nothing when none was needed.
          expect(call!.input).toEqual({
            answer: snapshot.context.challenge
              ? { captcha_id: needed.captcha_id, captcha_code: typedCode.trim() }
              : null,
          });
        },
        fieldError: (snapshot) => {
          expect(snapshot.context.error).toBe(refused);
          expect(snapshot.context.answer).toBeNull();
        },
        'fieldError.reloading': () => {
          expect(harness.pending(harness.checks)).toHaveLength(1);
        },
        done: (snapshot) => {
          expect(snapshot.context.error).toBeNull();
          expect(harness.pending(harness.submits)).toEqual([]);
        },
        failed: (snapshot) => {
          expect([offline, wrongPassword]).toContain(snapshot.context.error);
          expect(harness.pending(harness.checks)).toEqual([]);
          expect(harness.pending(harness.submits)).toEqual([]);
        },
      },
    });
  } finally {
    actor.stop();
  }
}

const describePath = (path: Path) =>
  `${JSON.stringify(path.state.value)} ← ${path.steps
    .slice(1)
    .map((step) => {
      const { event } = step;
      const detail =
        'output' in event ? JSON.stringify(event.output) : 'error' in event ? (event.error as Error).message : null;
      return event.type.replace('xstate.', '') + (detail === null ? '' : `(${detail})`);
    })
    .join(' → ')}`;

const model = createModel();
const paths = model.getShortestPaths();

describe('report-and-captcha machine: every shortest path', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await walk(path);
  });
});

describe('report-and-captcha machine coverage', () => {
  const reaches = (predicate: (before: Snapshot, event: ModelEvent, after: Snapshot) => boolean) =>
    paths.some((path) =>
      path.steps.some((step, index) => index > 0 && predicate(path.steps[index - 1]!.state, step.event, step.state)),
    );

  it('reaches every state of the machine', () => {
    for (const key of [
      'idle',
      'checking',
      'dialogOpen',
      'reloading',
      'submitting',
      'fieldError.reloading',
      'fieldError.waiting',
      'done',
      'failed',
    ]) {
      expect(
        paths.some((path) => path.steps.some((step) => step.state.matches(key as never))),
        key,
      ).toBe(true);
    }
  });

  it('submits straight away when no captcha is needed, and through the dialog when one is', () => {
    expect(reaches((before, _, after) => before.matches('checking') && after.matches('submitting'))).toBe(true);
    expect(
      reaches(
        (before, event, after) =>
          before.matches('dialogOpen') && event.type === 'VERIFY' && after.matches('submitting'),
      ),
    ).toBe(true);
  });

  it('keeps the dialog open on an empty code', () => {
    expect(
      reaches(
        (before, event) => before.matches('dialogOpen') && event.type === 'VERIFY' && event.captcha_code.trim() === '',
      ),
    ).toBe(false);
  });

  it('reopens the dialog with a new picture after a refused code', () => {
    expect(
      reaches(
        (before, event, after) =>
          before.matches({ fieldError: 'waiting' }) && event.type === reopenElapsed && after.matches('dialogOpen'),
      ),
    ).toBe(true);
  });

  it('shows other refusals to the form and lets the person submit again', () => {
    expect(
      reaches((before, event) => before.matches('submitting') && 'error' in event && event.error === wrongPassword),
    ).toBe(true);
    expect(
      reaches(
        (before, event, after) => before.matches('failed') && event.type === 'SUBMIT' && after.matches('checking'),
      ),
    ).toBe(true);
  });
});
