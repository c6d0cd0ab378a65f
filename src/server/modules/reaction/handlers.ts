import type { Handlers } from '../../../../generated/operations.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertNotDeleted, assertVisibleTo, loadPostTarget } from '../vote/post-target.ts';
import { writingAbout } from '../../cache/write-subject.ts';
import { findVisiblePosts } from '../question/visible-posts.ts';
import { reactionSummaries, reactionSummary } from './reaction-summary.ts';

type ReactionHandlers = Pick<Handlers<HandlerContext>, 'getReactions' | 'getReactionsBatch' | 'updateReaction'>;

const notReactable = () => AppError.badRequest('error.object.disallow_reaction', 'toast');

/** Refuses ids of objects that take no reactions (comments, users, tags); unknown ids are the caller's to handle. */
function refuseUnreactable(ids: readonly string[]): void {
  for (const id of ids) {
    const kind = objectTypeOf(id);
    if (kind && kind !== 'question' && kind !== 'answer') throw notReactable();
  }
}

export const handlers: ReactionHandlers = {
  // the reactions hang off the post as its comments do: hidden with it (findVisiblePosts)
  getReactions: async ({ query }, context) => {
    const { db } = context.services;
    const id = query.object_id;
    refuseUnreactable([id]);
    if (!(await findVisiblePosts(db, [id], context.user)).has(id)) throw AppError.notFound('error.object.not_found');
    return reactionSummary(db, id, context.user?.id);
  },

  getReactionsBatch: async ({ query }, context) => {
    const { db } = context.services;
    const ids = [...new Set(query.object_ids)];
    refuseUnreactable(ids);
    const visible = await findVisiblePosts(db, ids, context.user);
    const shown = ids.filter((id) => visible.has(id));
    const summaries = await reactionSummaries(db, shown, context.user?.id);
    return { list: shown.map((id) => ({ object_id: id, reactions: summaries.get(id)! })) };
  },

  updateReaction: async ({ body }, context) => {
    const user = context.user;
    if (!user) throw AppError.unauthorized();
    const { db } = context.services;
    const target = await loadPostTarget(db, body.object_id, ['question', 'answer'], notReactable());
    assertNotDeleted(target);
    await assertVisibleTo(db, target, user);
    const mine = db
      .deleteFrom('reaction')
      .where('user_id', '=', user.id)
      .where('object_id', '=', target.id)
      .where('emoji', '=', body.emoji);
    await writingAbout(target.questionId, async () => {
      if (body.reaction === 'deactivate') await mine.execute();
      // already reacted so (or a request at the same moment did): activating again changes nothing
      else
        await insertIfAbsent(
          db,
          'reaction',
          { user_id: user.id, object_id: target.id, emoji: body.emoji, created_at: Math.floor(Date.now() / 1000) },
          ['user_id', 'object_id', 'emoji'],
        );
    });
    return reactionSummary(db, target.id, user.id);
  },
};
