import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { assertMayEdit } from './edit-permission.ts';
import { findVisiblePost } from '../question/post-access.ts';
import { presentRevision } from './present-revision.ts';

type RevisionHandlers = Pick<Handlers<HandlerContext>, 'getRevisions' | 'checkEditPermission'>;

export const handlers: RevisionHandlers = {
  getRevisions: async ({ query }, context) => {
    const { db } = context.services;
    const post = await findVisiblePost(context.services.db, query.object_id, context.user);
    const rows = await db
      .selectFrom('revision')
      .selectAll()
      .where('object_id', '=', post.id)
      .where('status', 'in', [constants.revision_status.applied, constants.revision_status.approved])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const [users, rules] = await Promise.all([
      loadUserBasics(
        db,
        rows.map((row) => String(row.user_id)),
      ),
      loadSiteRules(db),
    ]);
    return rows.map((row) => presentRevision(row, post.question.title, users, rules.write));
  },

  checkEditPermission: async ({ query }, context) => {
    const post = await findVisiblePost(context.services.db, query.id, context.user);
    if (post.status === constants.post_status.deleted)
      throw AppError.notFound(post.kind === 'answer' ? 'error.answer.not_found' : 'error.question.not_found');
    await assertMayEdit(context, { kind: post.kind, objectId: post.id, ownerId: post.ownerId });
    return null;
  },
};
