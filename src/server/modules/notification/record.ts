import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMails, mailRecipients } from './outbox.ts';

export type NotificationAction = (typeof constants.notification.actions)[number];
export type InboxAction = Exclude<NotificationAction, 'reputation'>;
type MsgType = keyof typeof constants.notification.msg_types;

/** One thing that happened, told to each receiver except the person who did it. */
export interface InboxEvent {
  action: InboxAction;
  receivers: Iterable<string>;
  /** who did it: never told, and shown as the actor unless `anonymous` */
  actorId: string;
  /** down votes do not name the voter */
  anonymous?: boolean;
  /** the object the item is about (answer, comment or question) */
  objectId: string;
  questionId: string;
  answerId?: string;
  commentId?: string;
}

function msgTypeOf(action: InboxAction): MsgType {
  const types = constants.notification.msg_types;
  for (const type of Object.keys(types) as MsgType[])
    if ((types[type] as readonly string[]).includes(action)) return type;
  throw new Error(`notification action ${action} has no kind in constants.notification.msg_types`);
}

/**
 * Records an inbox event inside the caller's transaction: one item per receiver (the actor and
 * unknown ids left out), and the mail the action sends queued in the outbox in the same transaction,
 * so a notification and its mail are written together or not at all. Returns who was told.
 */
export async function recordInboxEvent(trx: Kysely<Database>, event: InboxEvent, now: number): Promise<string[]> {
  const receivers = [...new Set(event.receivers)].filter((id) => id && id !== '0' && id !== event.actorId);
  if (receivers.length === 0) return [];
  await trx
    .insertInto('notification')
    .values(
      receivers.map((userId) => ({
        user_id: userId,
        trigger_user_id: event.anonymous ? 0 : event.actorId,
        type: 'inbox',
        msg_type: msgTypeOf(event.action),
        action: event.action,
        object_id: event.objectId,
        question_id: event.questionId,
        answer_id: event.answerId ?? 0,
        comment_id: event.commentId ?? 0,
        rank: 0,
        is_read: 0,
        badge: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const mails = constants.notification.mails as Partial<Record<InboxAction, string>>;
  const kind = mails[event.action];
  if (kind)
    await enqueueMails(
      trx,
      await mailRecipients(trx, receivers, 'inbox'),
      kind,
      {
        action: event.action,
        actor_id: event.actorId,
        object_id: event.objectId,
        question_id: event.questionId,
        answer_id: event.answerId ?? '',
        comment_id: event.commentId ?? '',
      },
      now,
    );
  return receivers;
}

/** The people following a question, who hear of its new answers, edits and acceptance. */
export async function questionFollowers(trx: Kysely<Database>, questionId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('follow')
    .select('user_id')
    .where('object_id', '=', questionId)
    .where('object_type', '=', 'question')
    .execute();
  return rows.map((row) => String(row.user_id));
}

/**
 * A reputation change of `userId` caused by someone else, merged into their one achievement item for
 * that object (the change added to its sum, shown again as new). Changes people cause themselves
 * (a voter's own cost) are not told; a taken-back change is subtracted without raising the badge.
 */
export async function recordAchievement(
  trx: Kysely<Database>,
  change: { userId: string; triggerUserId: string; objectId: string; delta: number; takenBack?: boolean },
  now: number,
): Promise<void> {
  if (change.delta === 0 || change.userId === change.triggerUserId) return;
  const existing = await trx
    .selectFrom('notification')
    .select(['id', 'rank'])
    .where('user_id', '=', change.userId)
    .where('object_id', '=', change.objectId)
    .where('type', '=', 'achievement')
    .executeTakeFirst();
  if (existing) {
    const rank = existing.rank + change.delta;
    await trx
      .updateTable('notification')
      .set(change.takenBack ? { rank } : { rank, is_read: 0, badge: 1, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  if (change.takenBack) return;
  const post = await postPlace(trx, change.objectId);
  if (!post) return;
  await trx
    .insertInto('notification')
    .values({
      user_id: change.userId,
      trigger_user_id: 0,
      type: 'achievement',
      msg_type: '',
      action: 'reputation',
      object_id: change.objectId,
      question_id: post.questionId,
      answer_id: post.answerId,
      comment_id: 0,
      rank: change.delta,
      is_read: 0,
      badge: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The question (and answer) a post lies in; null for an unknown id. */
async function postPlace(
  trx: Kysely<Database>,
  objectId: string,
): Promise<{ questionId: string; answerId: string } | null> {
  const question = await trx.selectFrom('question').select('id').where('id', '=', objectId).executeTakeFirst();
  if (question) return { questionId: question.id, answerId: '0' };
  const answer = await trx
    .selectFrom('answer')
    .select(['id', 'question_id'])
    .where('id', '=', objectId)
    .executeTakeFirst();
  return answer ? { questionId: String(answer.question_id), answerId: answer.id } : null;
}
