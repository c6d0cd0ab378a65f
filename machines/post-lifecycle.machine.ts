/**
 * The life of a question or an answer (issue 4 deliverable 5; answer-api-facts §4.3, §4.5): its status
 * (normal, closed, deleted, pending) and, for questions, the flags beside it (listed, pinned, featured).
 * The single source of which transitions an actor may make: the server refuses every event this machine
 * does not take, and member_actions (hence the UI) offers only the ones it takes.
 *
 * Rules:
 * - close (with a close reason), reopen, list/unlist, pin/unpin, undelete and approve are staff-only;
 *   feature/unfeature admin-only (the call lives in the admin API);
 * - delete: staff any post; the owner a question only without an accepted answer, with at most one answer
 *   and that one without upvotes, an answer only when its score is not positive and it is not accepted;
 * - moderators bypass the owner's limits like admins do (docs/architecture.md: moderators may delete any post);
 * - a pinned question cannot be unlisted, an unlisted one cannot be pinned;
 * - the flags change only while the question is live (normal or closed).
 * Pure: no effects; the server and the browser hold the post, the machine only says what may happen.
 */
import { and, or, setup, type SnapshotFrom, stateIn } from 'xstate';
import { constants } from '../generated/constants.ts';
import type {
  LifecycleAction,
  LifecycleActor,
  LifecycleContext,
  LifecycleEvent,
  LifecycleInput,
  LifecyclePost,
  PostStatus,
} from './post-lifecycle.types.ts';

export type * from './post-lifecycle.types.ts';

/** A closer picks one of the close reasons; the admin status call closes with the status reason 'closed'. */
const statusClosedReason = constants.reasons.items.find((item) => item.key === 'closed')!.id;
const closeReasons: readonly number[] = [...constants.reasons.lists.question_close, statusClosedReason];

const live = or([stateIn({ status: 'normal' }), stateIn({ status: 'closed' })]);

export const postLifecycleMachine = setup({
  types: {
    input: {} as LifecycleInput,
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
  },
  guards: {
    isQuestion: ({ context }) => context.facts.kind === 'question',
    isStaff: ({ context }) => context.actor.id !== null && context.actor.role !== 'user',
    isAdmin: ({ context }) => context.actor.id !== null && context.actor.role === 'admin',
    hasCloseReason: ({ event }) => event.type === 'CLOSE' && closeReasons.includes(event.reasonType),
    mayDelete: ({ context }) => {
      const { actor, facts } = context;
      if (actor.id === null) return false;
      if (actor.role !== 'user') return true;
      if (actor.id !== facts.ownerId) return false;
      if (facts.kind === 'answer') return facts.voteCount <= 0 && !facts.accepted;
      return !facts.hasAcceptedAnswer && facts.answerCount <= 1 && !facts.answerUpvoted;
    },
  },
}).createMachine({
  id: 'postLifecycle',
  context: ({ input }) => ({ facts: factsOf(input.post), actor: input.actor }),
  type: 'parallel',
  states: {
    status: {
      initial: 'normal',
      states: {
        normal: {
          on: {
            CLOSE: { guard: and(['isQuestion', 'isStaff', 'hasCloseReason']), target: 'closed' },
            DELETE: { guard: 'mayDelete', target: 'deleted' },
          },
        },
        closed: {
          on: {
            REOPEN: { guard: 'isStaff', target: 'normal' },
            DELETE: { guard: 'mayDelete', target: 'deleted' },
          },
        },
        deleted: {
          on: { UNDELETE: { guard: 'isStaff', target: 'normal' } },
        },
        pending: {
          on: {
            APPROVE: { guard: 'isStaff', target: 'normal' },
            // the author may withdraw a post still waiting for review
            DELETE: { guard: 'mayDelete', target: 'deleted' },
          },
        },
      },
    },
    visibility: {
      initial: 'listed',
      states: {
        listed: {
          on: {
            UNLIST: { guard: and(['isQuestion', 'isStaff', live, stateIn({ pin: 'unpinned' })]), target: 'unlisted' },
          },
        },
        unlisted: {
          on: { LIST: { guard: and(['isQuestion', 'isStaff', live]), target: 'listed' } },
        },
      },
    },
    pin: {
      initial: 'unpinned',
      states: {
        unpinned: {
          on: {
            PIN: { guard: and(['isQuestion', 'isStaff', live, stateIn({ visibility: 'listed' })]), target: 'pinned' },
          },
        },
        pinned: {
          on: { UNPIN: { guard: and(['isQuestion', 'isStaff', live]), target: 'unpinned' } },
        },
      },
    },
    feature: {
      initial: 'plain',
      states: {
        plain: {
          on: { FEATURE: { guard: and(['isQuestion', 'isAdmin', live]), target: 'featured' } },
        },
        featured: {
          on: { UNFEATURE: { guard: and(['isQuestion', 'isAdmin', live]), target: 'plain' } },
        },
      },
    },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof postLifecycleMachine>;

function factsOf(post: LifecyclePost): LifecycleContext['facts'] {
  const { status: _status, listed: _listed, pinned: _pinned, featured: _featured, ...facts } = post;
  return facts;
}

/** The machine standing where `post` stands, for `actor`. */
export function lifecycleSnapshot(post: LifecyclePost, actor: LifecycleActor): LifecycleSnapshot {
  return postLifecycleMachine.resolveState({
    value: {
      status: post.status,
      visibility: post.listed ? 'listed' : 'unlisted',
      pin: post.pinned ? 'pinned' : 'unpinned',
      feature: post.featured ? 'featured' : 'plain',
    },
    context: { facts: factsOf(post), actor },
  });
}

/** The post's state as a snapshot describes it (the inverse of lifecycleSnapshot's value). */
export function lifecycleStateOf(
  snapshot: LifecycleSnapshot,
): Pick<LifecyclePost, 'status' | 'listed' | 'pinned' | 'featured'> {
  const value = snapshot.value as { status: PostStatus; visibility: string; pin: string; feature: string };
  return {
    status: value.status,
    listed: value.visibility === 'listed',
    pinned: value.pin === 'pinned',
    featured: value.feature === 'featured',
  };
}

/** An event of each kind; CLOSE carries the first close reason, since any listed reason is as good. */
const sampleEvents: readonly LifecycleEvent[] = [
  { type: 'CLOSE', reasonType: closeReasons[0]! },
  { type: 'REOPEN' },
  { type: 'DELETE' },
  { type: 'UNDELETE' },
  { type: 'LIST' },
  { type: 'UNLIST' },
  { type: 'PIN' },
  { type: 'UNPIN' },
  { type: 'FEATURE' },
  { type: 'UNFEATURE' },
  { type: 'APPROVE' },
];

/** Every transition `actor` may make on `post` now, in a stable order. */
export function allowedActions(post: LifecyclePost, actor: LifecycleActor): LifecycleAction[] {
  const snapshot = lifecycleSnapshot(post, actor);
  return sampleEvents.filter((event) => snapshot.can(event)).map((event) => event.type);
}

/** Whether `actor` may make `event` on `post` (a CLOSE needs a close reason too). */
export function canTransition(post: LifecyclePost, actor: LifecycleActor, event: LifecycleEvent): boolean {
  return lifecycleSnapshot(post, actor).can(event);
}

/** The constants.post_status name of a stored status code. */
export function postStatusName(code: number): PostStatus {
  const entry = Object.entries(constants.post_status).find(([, value]) => value === code);
  if (!entry) throw new Error(`unknown post status ${code}`);
  return entry[0] as PostStatus;
}
