import type { Selectable, SelectQueryBuilder } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { checkPower, isStaff, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActivityTable, Database } from '../../db/schema.ts';
import { findTag } from '../tag/tag-info.ts';
import { isDeleted } from '../tag/tag-presenter.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { closeReasonText } from '../post-status/close-reason.ts';
import { findVisiblePost } from '../question/post-access.ts';

type Timeline = DataOf<'getTimeline'>;
type TimelineItem = Timeline['timeline'][number];

const VOTE_TYPES = ['upvote', 'downvote'];

/**
 * GET activity/timeline of a question, an answer or a tag, oldest first. Votes show only when asked
 * for and to holders of vote.detail.
 */
export async function readTimeline(
  context: HandlerContext,
  query: NonNullable<QueryOf<'getTimeline'>>,
): Promise<Timeline> {
  const { db } = context.services;
  const subject =
    objectTypeOf(query.object_id) === 'tag'
      ? await tagSubject(context, query.object_id)
      : await postSubject(context, query.object_id);
  let rows = subject.activities(db.selectFrom('activity').selectAll());
  const showVotes =
    query.show_vote === true &&
    context.user !== null &&
    checkPower(context.user, 'vote.detail', await loadPrivilegeRanks(context)).allowed;
  if (!showVotes) rows = rows.where('activity_type', 'not in', VOTE_TYPES);
  const activities = await rows.orderBy('created_at').orderBy('id').execute();
  const users = await loadUserBasics(db, [subject.ownerId, ...activities.map((activity) => String(activity.user_id))]);
  const author = users.get(subject.ownerId);
  const timeline: TimelineItem[] = activities.map((activity) => ({
    activity_id: activity.id,
    revision_id: String(activity.revision_id),
    created_at: Number(activity.created_at),
    activity_type: activity.activity_type as TimelineItem['activity_type'],
    comment:
      activity.activity_type === 'closed'
        ? closeReasonText(activity.comment ?? '', context.t)
        : (activity.comment ?? ''),
    object_id: String(activity.object_id),
    object_type: (objectTypeOf(String(activity.object_id)) ?? 'question') as TimelineItem['object_type'],
    cancelled: activity.cancelled !== 0,
    cancelled_at: Number(activity.cancelled_at),
    user_info: users.get(String(activity.user_id)) ?? null,
  }));
  return {
    object_info: { ...subject.info, username: author?.username ?? '', display_name: author?.display_name ?? '' },
    timeline,
  };
}

type ActivityQuery = SelectQueryBuilder<Database, 'activity', Selectable<ActivityTable>>;

/** What a timeline is about: which activities are its, who created it and how it is named. */
interface TimelineSubject {
  activities(rows: ActivityQuery): ActivityQuery;
  ownerId: string;
  info: Omit<Timeline['object_info'], 'username' | 'display_name'>;
}

/** A question gathers its answers' and comments' changes; an answer its own and its comments'. */
async function postSubject(context: HandlerContext, objectId: string): Promise<TimelineSubject> {
  const { db } = context.services;
  const post = await findVisiblePost(context.services.db, objectId, context.user);
  const firstTag = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag.slug_name', 'tag.main_tag_slug_name'])
    .where('tag_rel.object_id', '=', post.question.id)
    .where('tag_rel.status', '!=', constants.tag_rel_status.deleted)
    .orderBy('tag_rel.id')
    .executeTakeFirst();
  return {
    activities: (rows) =>
      post.kind === 'question'
        ? rows.where('question_id', '=', post.id)
        : rows.where((eb) =>
            eb.or([
              eb('object_id', '=', post.id),
              eb('object_id', 'in', db.selectFrom('comment').select('id').where('comment.object_id', '=', post.id)),
            ]),
          ),
    ownerId: post.ownerId,
    info: {
      title: post.question.title,
      object_type: post.kind,
      question_id: post.question.id,
      answer_id: post.kind === 'answer' ? post.id : '0',
      main_tag_slug_name: firstTag ? firstTag.main_tag_slug_name || firstTag.slug_name : '',
    },
  };
}

/** A tag's timeline: its creation, edits, deletion and recovery (a deleted tag's only for staff). */
async function tagSubject(context: HandlerContext, tagId: string): Promise<TimelineSubject> {
  const tag = await findTag(context.services.db, { id: tagId });
  if (isDeleted(tag) && !isStaff(context.user)) throw AppError.notFound('error.tag.not_found_by_id');
  return {
    activities: (rows) => rows.where('object_id', '=', tag.id),
    ownerId: String(tag.user_id),
    info: {
      title: tag.display_name,
      object_type: 'tag',
      question_id: '0',
      answer_id: '0',
      main_tag_slug_name: tag.main_tag_slug_name || tag.slug_name,
    },
  };
}
