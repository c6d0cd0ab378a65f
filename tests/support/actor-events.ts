import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/** The event XState sends when the invoked actor `actorId` finishes with `output` (for a model's candidate events). */
export const actorDone = <Id extends string>(actorId: Id, output: unknown): DoneActorEvent<unknown, Id> => ({
  type: `xstate.done.actor.${actorId}`,
  output,
  actorId,
});

/** The event XState sends when the invoked actor `actorId` fails with `error`. */
export const actorFailure = <Id extends string>(actorId: Id, error: unknown): ErrorActorEvent<unknown, Id> => ({
  type: `xstate.error.actor.${actorId}`,
  error,
  actorId,
});
