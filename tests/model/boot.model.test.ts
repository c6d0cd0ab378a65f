import { getStateNodes, type TestPath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { bootMachine, type BootInput, type LoggedInUser } from '../../machines/boot.machine.ts';
import { bootInputs, bootUserCases, bundles, siteInfo, type BootUserCase } from './boot-fixtures.ts';
import { createBootTestModel, type BootActorId, type BootModelEvent, type BootSnapshot } from './boot-graph.ts';
import { startBootHarness, type LoaderName } from './boot-harness.ts';

type BootPath = TestPath<BootSnapshot, BootModelEvent>;

const loaderOfActor: Record<BootActorId, LoaderName> = {
  loadSiteInfo: 'loadSiteInfo',
  loadUser: 'loadUser',
  loadAgent: 'loadAgent',
  loadLanguageBundle: 'loadLanguageBundle',
};

function userCaseOf(user: unknown): BootUserCase {
  const userCase = bootUserCases.find((candidate) => candidate.user === user);
  if (!userCase) throw new Error('the model delivered a user that is not a fixture');
  return userCase;
}

function describeEvent(event: BootModelEvent): string {
  if (event.type === 'RETRY') return 'RETRY';
  if (!('output' in event)) return `${event.actorId} fails`;
  return event.actorId === 'loadUser' ? `loadUser: ${userCaseOf(event.output).name}` : event.actorId;
}

function describePath(path: BootPath): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${JSON.stringify(path.state.value)} ← ${events.join(' → ')}`;
}

function hasStep(
  path: BootPath,
  matches: (before: BootSnapshot, event: BootModelEvent, after: BootSnapshot) => boolean,
): boolean {
  return path.steps.some((step, index) => index > 0 && matches(path.steps[index - 1]!.state, step.event, step.state));
}

/** Plays one model path on the real machine, checking the effects the machine must have had in each state. */
async function walk(path: BootPath, input: BootInput): Promise<void> {
  const harness = startBootHarness(input);
  let bootUser: LoggedInUser | null | undefined;

  function expectNothingApplied(): void {
    expect(harness.applied).toEqual({ language: [], timeZone: [], theme: [] });
  }

  async function play(event: BootModelEvent): Promise<void> {
    if (event.type === 'RETRY') {
      harness.actor.send(event);
    } else if ('output' in event) {
      if (event.actorId === 'loadUser') bootUser = event.output as LoggedInUser | null;
      await harness.settle(loaderOfActor[event.actorId], (call) => call.resolve(event.output));
    } else {
      await harness.settle(loaderOfActor[event.actorId], (call) => call.reject(event.error));
    }
  }

  try {
    await path.test({
      // @xstate/graph types an executor's event by its type alone; the step holds the whole model event.
      events: Object.fromEntries(
        [...new Set(path.steps.slice(1).map((step) => step.event.type))].map((type) => [
          type,
          (step: { event: unknown }) => play(step.event as BootModelEvent),
        ]),
      ),
      states: {
        '*': (snapshot) => {
          expect(harness.actor.getSnapshot().value).toEqual(snapshot.value);
          expect(harness.actor.getSnapshot().context).toEqual(snapshot.context);
        },
        loading: (snapshot) => {
          const { context } = snapshot;
          const regions = [
            {
              loader: 'loadSiteInfo',
              data: context.siteInfo,
              fetching: snapshot.matches({ loading: { siteInfo: 'fetching' } }),
            },
            {
              loader: 'loadUser',
              data: context.user,
              fetching: snapshot.matches({ loading: { user: 'fetching' } }),
            },
            {
              loader: 'loadAgent',
              data: context.agent,
              fetching: snapshot.matches({ loading: { agent: 'fetching' } }),
            },
          ] as const;
          for (const { loader, data, fetching } of regions) {
            expect(harness.pendingCalls(loader)).toHaveLength(fetching ? 1 : 0);
            // A retry starts over: nothing from a failed attempt passes for current data.
            if (fetching) expect(data).toBeNull();
          }
          expect(context.error).toBeNull();
          expectNothingApplied();
        },
        loadingBundle: () => {
          const { language } = userCaseOf(bootUser);
          expect(language).not.toBe(input.cachedBundleLanguage);
          expect(harness.pendingCalls('loadLanguageBundle').map((call) => call.input)).toEqual([{ language }]);
          expectNothingApplied();
        },
        failed: () => {
          expectNothingApplied();
          for (const calls of Object.values(harness.calls)) {
            expect(calls.filter((call) => call.outcome === 'pending')).toEqual([]);
          }
        },
        ready: () => {
          const { language, colorScheme } = userCaseOf(bootUser);
          const fetched = language !== input.cachedBundleLanguage;
          const loadedBundles = harness.calls.loadLanguageBundle.filter((call) => call.outcome === 'resolved');
          expect(loadedBundles.map((call) => call.input)).toEqual(fetched ? [{ language }] : []);
          // Exactly one call each: setup runs once.
          expect(harness.applied.language).toEqual([{ language, bundle: fetched ? bundles[language] : null }]);
          expect(harness.applied.timeZone).toEqual([{ timeZone: siteInfo.interface.time_zone }]);
          expect(harness.applied.theme).toEqual([{ colorScheme }]);
        },
      },
    });
  } finally {
    harness.actor.stop();
  }
}

const modelPaths = bootInputs.map(({ name, input }) => ({
  name,
  input,
  paths: createBootTestModel(input).getShortestPaths(),
}));

for (const { name, input, paths } of modelPaths) {
  describe(`boot machine, ${name}`, () => {
    for (const path of paths) it(describePath(path), () => walk(path, input));
  });
}

describe('boot model coverage', () => {
  const allPaths = modelPaths.flatMap(({ paths }) => paths);
  const reachesReady = (path: BootPath) => path.steps.some((step) => step.state.matches('ready'));

  it('rests in every state of the machine that is not passed through', () => {
    const restingStates = getStateNodes(bootMachine.root).filter(
      (node) => (node.type === 'atomic' || node.type === 'final') && !node.always,
    );
    for (const node of restingStates) {
      const key = node.path.join('.');
      expect(
        allPaths.some((path) => path.steps.some((step) => step.state.matches(key as never))),
        key,
      ).toBe(true);
    }
  });

  it('boots each kind of user to ready', () => {
    for (const userCase of bootUserCases) {
      const booted = allPaths.some(
        (path) =>
          reachesReady(path) &&
          hasStep(
            path,
            (_, event) => 'output' in event && event.actorId === 'loadUser' && event.output === userCase.user,
          ),
      );
      expect(booted, userCase.name).toBe(true);
    }
  });

  it('reaches ready both from the session cache and with a fetched bundle', () => {
    const fetchesBundle = (path: BootPath) =>
      hasStep(path, (_, event) => event.type === 'xstate.done.actor.loadLanguageBundle');
    expect(allPaths.some((path) => reachesReady(path) && !fetchesBundle(path))).toBe(true);
    expect(allPaths.some((path) => reachesReady(path) && fetchesBundle(path))).toBe(true);
  });

  it('retries after a failure', () => {
    const retried = allPaths.some((path) =>
      hasStep(
        path,
        (before, event, after) => before.matches('failed') && event.type === 'RETRY' && after.matches('loading'),
      ),
    );
    expect(retried).toBe(true);
  });
});
