import { TestModel } from '@xstate/graph';
import type { ActorLogic, DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { bootMachine, type BootEvent, type BootInput } from '../../machines/boot.machine.ts';
import { agent, bootUserCases, bundles, loadFailures, siteInfo } from './boot-fixtures.ts';

export type BootSnapshot = SnapshotFrom<typeof bootMachine>;

export type BootActorId = keyof typeof loadFailures;

/** The machine's own events plus the ones its loaders send it, with the payloads the model explores. */
export type BootModelEvent = BootEvent | DoneActorEvent<unknown, BootActorId> | ErrorActorEvent<unknown, BootActorId>;

function done(actorId: BootActorId, output: unknown): DoneActorEvent<unknown, BootActorId> {
  return { type: `xstate.done.actor.${actorId}`, output, actorId };
}

function failure(actorId: BootActorId): ErrorActorEvent<unknown, BootActorId> {
  return { type: `xstate.error.actor.${actorId}`, error: loadFailures[actorId], actorId };
}

function candidateEvents(snapshot: BootSnapshot): BootModelEvent[] {
  return [
    done('loadSiteInfo', siteInfo),
    failure('loadSiteInfo'),
    ...bootUserCases.map((userCase) => done('loadUser', userCase.user)),
    failure('loadUser'),
    done('loadAgent', agent),
    failure('loadAgent'),
    done('loadLanguageBundle', bundles[snapshot.context.language]),
    failure('loadLanguageBundle'),
    { type: 'RETRY' },
  ];
}

/** Only events that change something: an ignored event would add a vertex without its incoming transition. */
function modelEvents(snapshot: BootSnapshot): BootModelEvent[] {
  // The machine accepts its loaders' events at run time; its type lists only BootEvent.
  return candidateEvents(snapshot).filter((event) => snapshot.can(event as BootEvent));
}

/** Errors serialize as `{}`; name them so that failures of different loaders stay distinct states. */
function serializeSnapshot(snapshot: BootSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context }, (_, value: unknown) =>
    value instanceof Error ? `Error: ${value.message}` : value,
  );
}

/**
 * A vertex is a snapshot together with the transition that led to it, as `createTestModel`
 * does by default: otherwise shortest paths would skip transitions into states already
 * reached another way, such as RETRY back to loading.
 */
function serializeVertex(snapshot: BootSnapshot, event: BootModelEvent | undefined, previous?: BootSnapshot): string {
  const serialized = serializeSnapshot(snapshot);
  if (!event || !previous) return serialized;
  return `${serialized} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
}

/**
 * `createTestModel` refuses machines that invoke actors, so the model is built on the
 * real machine with `TestModel` directly, given what `createTestModel` would add:
 * a state matcher, transition-aware vertices and the events to explore.
 */
export function createBootTestModel(input: BootInput): TestModel<BootSnapshot, BootModelEvent, BootInput> {
  // The machine accepts its loaders' events at run time; its type lists only BootEvent.
  const logic = bootMachine as unknown as ActorLogic<BootSnapshot, BootModelEvent, BootInput>;
  return new TestModel(logic, {
    input,
    events: modelEvents,
    serializeState: serializeVertex,
    stateMatcher: (snapshot, key) => key === '*' || snapshot.matches(key as never),
  });
}
