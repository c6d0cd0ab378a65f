import type { MessageKey } from '../../../../generated/messages/keys.ts';
import {
  canTransition,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecyclePost,
} from '../../../../machines/post-lifecycle.machine.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { lifecycleActor } from './lifecycle-post.ts';

/** Someone the machine lets do anything a post's state allows: tells "not now" from "not you". */
const anyStaff: LifecycleActor = { id: '-1', role: 'admin' };

/**
 * Refuses `event` unless the lifecycle machine allows it to `user`: 400 with `refusal` when the post's
 * state does not allow it (or its owner's limits do not), 403 when only staff may make it.
 */
export function assertTransition(
  post: LifecyclePost,
  user: SessionUser,
  event: LifecycleEvent,
  refusal: MessageKey,
): void {
  const actor = lifecycleActor(user);
  if (canTransition(post, actor, event)) return;
  const stateRefuses = !canTransition(post, anyStaff, event);
  const ownerLimitRefuses = event.type === 'DELETE' && actor.id === post.ownerId;
  if (stateRefuses || ownerLimitRefuses) throw AppError.badRequest(refusal, 'toast');
  throw AppError.forbidden();
}
