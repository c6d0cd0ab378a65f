import type { Handlers } from '../../../../generated/operations.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertNotDeleted, loadPostTarget } from '../vote/post-target.ts';
import { reactionSummary } from './reaction-summary.ts';
import { writingAbout } from '../../cache/write-subject.ts';

type ReactionHandlers = Pick<Handlers<HandlerContext>, 'getReactions' | 'updateReaction'>;

const notReactable = () => AppError.badRequest('error.object.disallow_reaction', 'toast');

export const handlers: ReactionHandlers = {
  getReactions: async ({ query }, context) => {
    const target = await loadPostTarget(context.services.db, query.object_id, ['question', 'answer'], notReactable());
    return reactionSummary(context.services.db, target.id, context.user?.id);
  },

  updateReaction: async ({ body }, context) => {
    const user = context.user;
    if (!user) throw AppError.unauthorized();
    const { db } = context.services;
    const target = await loadPostTarget(db, body.object_id, ['question', 'answer'], notReactable());
    assertNotDeleted(target);
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
