import { TestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  createActor,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
} from 'xstate';
import {
  type BaseInfoForm,
  type ConfigurationCheck,
  type DatabaseForm,
  type InitOutcome,
  type InstallError,
  type InstallEvent,
  installMachine,
  STEP_TAGS,
} from '../../machines/install.machine.ts';

type Snapshot = SnapshotFrom<typeof installMachine>;
type ActorId = 'checkConfiguration' | 'recheckConfiguration' | 'checkDatabase' | 'initialize' | 'submitBaseInfo';
type ModelEvent = InstallEvent | DoneActorEvent<unknown, ActorId> | ErrorActorEvent<unknown, ActorId>;

const checks: Record<string, ConfigurationCheck> = {
  fresh: { config_file_exist: false, db_connection_success: false, db_table_exist: false },
  down: { config_file_exist: true, db_connection_success: false, db_table_exist: false },
  ready: { config_file_exist: true, db_connection_success: true, db_table_exist: true },
  installed: 'installed',
};
const written: InitOutcome = { written: true };
const manual: InitOutcome = { written: false, defaultConfig: 'database:\n  url: sqlite:/data/quorum.db\n' };
const refusals: Record<string, InstallError> = {
  fields: { fieldErrors: [{ error_field: 'db_host', error_msg: 'Database host format is incorrect.' }] },
  alert: { message: 'Database connection failed' },
  installed: { alreadyInstalled: true, message: 'The site is already installed.' },
};
const databaseForm: DatabaseForm = { db_type: 'sqlite3', db_file: 'quorum.db' };
const baseInfoForm: BaseInfoForm = {
  lang: 'en_US',
  site_name: 'Model Site',
  site_url: 'https://model.example.org',
  contact_email: 'team@example.org',
  name: 'admin',
  password: 'a long password',
  email: 'admin@example.org',
};

const done = (actorId: ActorId, output: unknown): DoneActorEvent<unknown, ActorId> => ({
  type: `xstate.done.actor.${actorId}`,
  output,
  actorId,
});
const failure = (actorId: ActorId, error: unknown): ErrorActorEvent<unknown, ActorId> => ({
  type: `xstate.error.actor.${actorId}`,
  error,
  actorId,
});

const candidates: ModelEvent[] = [
  ...Object.values(checks).map((check) => done('checkConfiguration', check)),
  failure('checkConfiguration', refusals.alert),
  ...Object.values(checks).map((check) => done('recheckConfiguration', check)),
  failure('recheckConfiguration', refusals.alert),
  done('checkDatabase', undefined),
  ...Object.values(refusals).map((refusal) => failure('checkDatabase', refusal)),
  done('initialize', written),
  done('initialize', manual),
  ...Object.values(refusals).map((refusal) => failure('initialize', refusal)),
  done('submitBaseInfo', undefined),
  ...Object.values(refusals).map((refusal) => failure('submitBaseInfo', refusal)),
  { type: 'CHOOSE_LANGUAGE', language: 'zh_CN' },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'SUBMIT_DATABASE', form: databaseForm },
  { type: 'RECHECK' },
  { type: 'INSTALL_NOW' },
  { type: 'SUBMIT_BASE_INFO', form: baseInfoForm },
  { type: 'RETRY' },
];

/** Only events the snapshot reacts to, each leading somewhere new. */
function modelEvents(snapshot: Snapshot): ModelEvent[] {
  return candidates.filter((event) => snapshot.can(event as InstallEvent));
}

function eventKey(event: ModelEvent): string {
  return JSON.stringify(event, (key, value: unknown) => (key === 'actorId' ? undefined : value));
}

const logic = installMachine as unknown as ActorLogic<Snapshot, ModelEvent, { language: string }>;
const model = new TestModel(logic, {
  input: { language: 'en_US' },
  events: modelEvents,
  serializeState: (snapshot, event) =>
    JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event ? eventKey(event) : '' }),
  stateMatcher: (snapshot, key) => key === '*' || snapshot.matches(key as never),
});

interface Call {
  actor: ActorId;
  input: unknown;
  settle(outcome: { output: unknown } | { error: unknown }): void;
}

/** The real machine with effects that record their calls and wait for the model to settle them. */
function startHarness() {
  const pending: Call[] = [];
  const calls: Array<{ actor: ActorId; input: unknown }> = [];
  const stored: string[] = [];
  // Generic so each actor takes the output and input types the machine expects of it.
  const effect = <Output, Input>(actor: ActorId) =>
    fromPromise<Output, Input>(
      ({ input }) =>
        new Promise<Output>((resolve, reject) => {
          calls.push({ actor, input });
          pending.push({
            actor,
            input,
            settle: (outcome) => ('output' in outcome ? resolve(outcome.output as Output) : reject(outcome.error)),
          });
        }),
    );
  const machine = installMachine.provide({
    actors: {
      checkConfiguration: effect('checkConfiguration'),
      checkDatabase: effect('checkDatabase'),
      initialize: effect('initialize'),
      submitBaseInfo: effect('submitBaseInfo'),
    },
    actions: { storeLanguage: (_, params) => void stored.push(params.language) },
  });
  const actor = createActor(machine, { input: { language: 'en_US' } }).start();
  return {
    actor,
    calls,
    stored,
    pending,
    async play(event: ModelEvent): Promise<void> {
      if (event.type.startsWith('xstate.')) {
        const call = pending.shift();
        const actorId = (event as DoneActorEvent<unknown, ActorId>).actorId;
        // The recheck and the first check are the same effect at different states.
        const effectOf = (id: ActorId) => (id === 'recheckConfiguration' ? 'checkConfiguration' : id);
        expect(call?.actor).toBe(effectOf(actorId));
        call!.settle('output' in event ? { output: event.output } : { error: (event as ErrorActorEvent).error });
        await new Promise((resolve) => setTimeout(resolve, 0));
      } else {
        actor.send(event as InstallEvent);
      }
    },
  };
}

const paths = model.getShortestPaths();

describe('install machine', () => {
  it('reaches every screen of the wizard', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    for (const screen of [
      '"failed"',
      '"dbFailed"',
      '"configExists"',
      '"alreadyInstalled"',
      '"language"',
      '{"database":"editing"}',
      '{"configFile":"written"}',
      '{"configFile":"manual"}',
      '{"baseInfo":"editing"}',
      '"done"',
    ]) {
      expect(reached).toContain(screen);
    }
  });

  it.each(
    paths.map(
      (path) =>
        [
          path.steps
            .slice(1)
            .map((step) => step.event.type.replace('xstate.', ''))
            .join(' → ') || 'start',
          path,
        ] as const,
    ),
  )('%s', async (_name, path) => {
    const harness = startHarness();
    await path.test({
      events: Object.fromEntries(
        [...new Set(path.steps.slice(1).map((step) => step.event.type))].map((type) => [
          type,
          (step: { event: unknown }) => harness.play(step.event as ModelEvent),
        ]),
      ),
      states: {
        '*': (snapshot) => {
          const actual = harness.actor.getSnapshot();
          expect(actual.value).toEqual(snapshot.value);
          expect(actual.context).toEqual(snapshot.context);
          // at most one step of the progress display is current
          expect(STEP_TAGS.filter((tag) => actual.hasTag(tag)).length).toBeLessThanOrEqual(1);
          // a call is in flight exactly in the states that wait for one
          const waiting = [
            'checking',
            { database: 'checking' },
            { database: 'initializing' },
            { configFile: 'rechecking' },
            { baseInfo: 'submitting' },
          ].some((state) => actual.matches(state as never));
          expect(harness.pending.length).toBe(waiting ? 1 : 0);
        },
        'database.checking': () =>
          expect(harness.calls.at(-1)).toEqual({ actor: 'checkDatabase', input: databaseForm }),
        'database.initializing': () => {
          // init only ever follows a successful check of the same form
          expect(harness.calls.slice(-2)).toEqual([
            { actor: 'checkDatabase', input: databaseForm },
            { actor: 'initialize', input: databaseForm },
          ]);
        },
        'configFile.manual': (snapshot) =>
          expect(snapshot.context.defaultConfig).toBe(manual.written ? null : manual.defaultConfig),
        'baseInfo.submitting': () =>
          expect(harness.calls.at(-1)).toEqual({ actor: 'submitBaseInfo', input: baseInfoForm }),
        language: (snapshot) => expect(harness.stored.at(-1) ?? 'en_US').toBe(snapshot.context.language),
        done: () => {
          // the site was never initialized twice, and base info went out exactly once
          expect(harness.calls.filter((call) => call.actor === 'initialize').length).toBeLessThanOrEqual(1);
          expect(harness.calls.filter((call) => call.actor === 'submitBaseInfo').length).toBeGreaterThanOrEqual(1);
        },
      },
    });
    harness.actor.stop();
  });
});
