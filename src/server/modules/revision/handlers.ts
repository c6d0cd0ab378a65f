import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { tagFlags } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { assertMayEdit } from './edit-permission.ts';
import { findVisiblePost } from '../question/post-access.ts';
import { parseSnapshot } from './write-revision.ts';

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
    return rows.map((row) => {
      const snapshot = parseSnapshot(row.content);
      const title = snapshot.title || post.question.title;
      return {
        id: row.id,
        use_id: String(row.user_id),
        object_id: String(row.object_id),
        title,
        url_title: urlTitle(title),
        content: {
          title: snapshot.title,
          tags: snapshot.tags.map((tag) => ({ ...tag, ...tagFlags(rules.write, tag) })),
          original_text: snapshot.original_text,
          html: renderMarkdown(snapshot.original_text),
        },
        status: row.status,
        create_at: Number(row.created_at),
        user_info: users.get(String(row.user_id)) ?? null,
        reason: row.log,
      };
    });
  },

  checkEditPermission: async ({ query }, context) => {
    const post = await findVisiblePost(context.services.db, query.id, context.user);
    if (post.status === constants.post_status.deleted)
      throw AppError.notFound(post.kind === 'answer' ? 'error.answer.not_found' : 'error.question.not_found');
    await assertMayEdit(context, { kind: post.kind, objectId: post.id, ownerId: post.ownerId });
    return null;
  },
};
