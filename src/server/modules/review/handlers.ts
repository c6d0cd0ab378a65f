import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { toLongId } from '../../../shared/permalink/short-id.ts';
import { auditRevision } from './audit-revision.ts';
import { countFlaggedObjects, flagAt } from './flag-queue.ts';
import { presentFlaggedPost } from './flagged-post.ts';
import { presentPendingPost } from './pending-post.ts';
import { countQueuedPosts, queuedPostAt } from './post-queue.ts';
import { reviewPendingPost } from './review-pending.ts';
import { reviewReport } from './review-report.ts';
import { listReviewingTypes } from './reviewing-types.ts';
import { auditableKinds, countSuggestedEdits, presentSuggestedEdit, suggestedEditAt } from './suggested-edits.ts';

type ReviewHandlers = Pick<
  Handlers<HandlerContext>,
  | 'listReviewingTypes'
  | 'getUnreviewedReports'
  | 'reviewReport'
  | 'getUnreviewedRevisions'
  | 'auditRevision'
  | 'getPendingPosts'
  | 'reviewPendingPost'
>;

/** The queues show one item per page: page n is the item at offset n - 1. */
const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * constants.pagination.review_page_size;

export const handlers: ReviewHandlers = {
  listReviewingTypes: async (_request, context) => listReviewingTypes(context),

  getUnreviewedReports: async ({ query }, context) => {
    const { db } = context.services;
    const [count, flag] = await Promise.all([countFlaggedObjects(db), flagAt(db, offsetOf(query.page))]);
    const item = flag ? await presentFlaggedPost(db, flag, context.t) : null;
    return { count, list: item ? [item] : [] };
  },

  reviewReport: async ({ body }, context) => reviewReport(context, body),

  getUnreviewedRevisions: async ({ query }, context) => {
    const user = context.user;
    if (!user) throw AppError.unauthorized();
    const { db } = context.services;
    const kinds = auditableKinds(user, await loadPrivilegeRanks(context));
    const [count, revision, rules] = await Promise.all([
      countSuggestedEdits(db, kinds),
      suggestedEditAt(db, kinds, offsetOf(query.page)),
      loadSiteRules(db),
    ]);
    const item = revision ? await presentSuggestedEdit(db, revision, rules.write) : null;
    return { count, list: item ? [item] : [] };
  },

  auditRevision: async ({ body }, context) => auditRevision(context, body),

  getPendingPosts: async ({ query }, context) => {
    const { db } = context.services;
    const objectId = query.object_id === undefined ? null : toLongId(query.object_id);
    if (query.object_id !== undefined && objectId === null) return { count: 0, list: [] };
    const [count, review, rules] = await Promise.all([
      countQueuedPosts(db, objectId),
      queuedPostAt(db, offsetOf(query.page), objectId),
      loadSiteRules(db),
    ]);
    const item = review ? await presentPendingPost(db, review, rules.write, context.t) : null;
    return { count, list: item ? [item] : [] };
  },

  reviewPendingPost: async ({ body }, context) => reviewPendingPost(context, body),
};
