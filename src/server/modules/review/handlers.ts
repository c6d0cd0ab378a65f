import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { auditRevision } from './audit-revision.ts';
import { countFlaggedObjects, flagAt } from './flag-queue.ts';
import { presentFlaggedPost } from './flagged-post.ts';
import { reviewReport } from './review-report.ts';
import { listReviewingTypes } from './reviewing-types.ts';
import { auditableKinds, countSuggestedEdits, presentSuggestedEdit, suggestedEditAt } from './suggested-edits.ts';

type ReviewHandlers = Pick<
  Handlers<HandlerContext>,
  'listReviewingTypes' | 'getUnreviewedReports' | 'reviewReport' | 'getUnreviewedRevisions' | 'auditRevision'
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
};
