/**
 * The status changes of a question and their side effects, each in one transaction with the change:
 * the timeline row, the close reason in `meta`, the duplicate's link, tag relations and tag counts.
 * Every change first asks the lifecycle machine (assertTransition); a refused one changes nothing.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { LifecycleEvent, LifecyclePost } from '../../../../machines/post-lifecycle.machine.ts';
import { lockingRead } from '../../db/locking-read.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, QuestionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { type ActivityType, recordActivity } from '../activity/record.ts';
import { notifyPostChanged, type StaffChangeAction } from '../notification/events.ts';
import { assertTransition } from './assert-transition.ts';
import { CLOSE_REASON_KEY, type CloseReasonMeta } from './close-reason.ts';
import { questionLifecyclePost } from './lifecycle-post.ts';
import { moveTagRelations, relationStatusFor } from './tag-relations.ts';

type Question = Selectable<QuestionTable>;
type Apply = (db: Kysely<Database>, question: Question, user: SessionUser, now: number) => Promise<void>;

/** One change: the machine's event and what it does to the database once allowed. */
export interface QuestionChange {
  event: LifecycleEvent;
  apply: Apply;
}

const {
  post_status: status,
  post_pin: pin,
  post_show: show,
  tag_rel_status: relation,
  question_link_status: link,
} = constants;

function refusalFor(event: LifecycleEvent, post: LifecyclePost): MessageKey {
  switch (event.type) {
    case 'CLOSE':
      return 'error.question.cannot_close';
    case 'REOPEN':
      return 'error.question.cannot_reopen';
    case 'DELETE':
      return post.status === 'deleted' ? 'error.question.already_deleted' : 'error.question.cannot_deleted';
    case 'UNDELETE':
      return 'error.question.cannot_recover';
    default:
      return 'error.question.cannot_operate';
  }
}

async function update(
  db: Kysely<Database>,
  question: Question,
  values: Updateable<QuestionTable>,
  now: number,
): Promise<void> {
  await db
    .updateTable('question')
    .set({ ...values, updated_at: now })
    .where('id', '=', question.id)
    .execute();
}

async function timeline(
  db: Kysely<Database>,
  question: Question,
  user: SessionUser,
  type: ActivityType,
  now: number,
  comment?: string,
): Promise<void> {
  await recordActivity(db, { objectId: question.id, questionId: question.id, userId: user.id, type, comment }, now);
}

/** The asker hears when someone else closes or deletes their question. */
async function tellAuthor(
  db: Kysely<Database>,
  question: Question,
  user: SessionUser,
  action: StaffChangeAction,
  now: number,
): Promise<void> {
  await notifyPostChanged(
    db,
    { action, authorId: String(question.user_id), actorId: user.id, objectId: question.id, questionId: question.id },
    now,
  );
}

/** Whether a live answer of the question has a positive score (its owner may not delete it then). */
async function answerUpvoted(db: Kysely<Database>, questionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('answer')
    .select('id')
    .where('question_id', '=', questionId)
    .where('status', '=', status.normal)
    .where('vote_count', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The question, locked to the transaction until it ends: changes of one question are decided one at a time. */
export async function loadQuestion(db: Kysely<Database>, id: string): Promise<Question> {
  const question = await lockingRead(db, db.selectFrom('question').selectAll().where('id', '=', id)).executeTakeFirst();
  if (!question) throw AppError.notFound('error.question.not_found');
  return question;
}

/**
 * Makes the change `pick` chooses for the question as it stands, when the machine allows it to the caller.
 * The question is read inside the transaction, so the check and the change see the same row.
 */
export async function changeQuestion(
  context: HandlerContext,
  id: string,
  pick: (question: Question) => QuestionChange,
): Promise<void> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  await transactionWithRetry(context.services.db, (trx) => changeQuestionIn(trx, user, id, pick));
}

/** changeQuestion inside the caller's transaction (the review queue resolves flags in the same one). */
export async function changeQuestionIn(
  trx: Kysely<Database>,
  user: SessionUser,
  id: string,
  pick: (question: Question) => QuestionChange,
): Promise<void> {
  const question = await loadQuestion(trx, id);
  const change = pick(question);
  const post = questionLifecyclePost(question, {
    answerUpvoted: change.event.type === 'DELETE' ? await answerUpvoted(trx, question.id) : false,
  });
  assertTransition(post, user, change.event, refusalFor(change.event, post));
  await change.apply(trx, question, user, Math.floor(Date.now() / 1000));
}

export function closeChange(closeType: number, closeMsg: string, duplicateOf: string | null): QuestionChange {
  return {
    event: { type: 'CLOSE', reasonType: closeType },
    apply: async (db, question, user, now) => {
      await update(db, question, { status: status.closed }, now);
      const reason: CloseReasonMeta = { close_type: closeType, close_msg: closeMsg };
      const value = JSON.stringify(reason);
      await db
        .deleteFrom('meta')
        .where('object_id', '=', question.id)
        .where('meta_key', '=', CLOSE_REASON_KEY)
        .execute();
      await db
        .insertInto('meta')
        .values({ object_id: question.id, meta_key: CLOSE_REASON_KEY, value, created_at: now, updated_at: now })
        .execute();
      if (duplicateOf) await linkDuplicate(db, question.id, duplicateOf, now);
      await timeline(db, question, user, 'closed', now, value);
      await tellAuthor(db, question, user, 'your_question_is_closed', now);
    },
  };
}

/** The closed question links to the one it duplicates; the target counts the link once. */
async function linkDuplicate(db: Kysely<Database>, fromId: string, toId: string, now: number): Promise<void> {
  const existing = await db
    .selectFrom('question_link')
    .select(['id', 'status'])
    .where('from_question_id', '=', fromId)
    .where('from_answer_id', '=', '0')
    .where('to_question_id', '=', toId)
    .executeTakeFirst();
  if (existing?.status === link.live) return;
  if (existing)
    await db.updateTable('question_link').set({ status: link.live }).where('id', '=', existing.id).execute();
  else
    await db
      .insertInto('question_link')
      .values({ from_question_id: fromId, to_question_id: toId, created_at: now })
      .execute();
  await db
    .updateTable('question')
    .set((eb) => ({ linked_count: eb('linked_count', '+', 1) }))
    .where('id', '=', toId)
    .execute();
}

async function forgetCloseReason(db: Kysely<Database>, question: Question): Promise<void> {
  await db.deleteFrom('meta').where('object_id', '=', question.id).where('meta_key', '=', CLOSE_REASON_KEY).execute();
}

export const reopenChange: QuestionChange = {
  event: { type: 'REOPEN' },
  apply: async (db, question, user, now) => {
    await update(db, question, { status: status.normal }, now);
    await forgetCloseReason(db, question);
    await timeline(db, question, user, 'reopened', now);
  },
};

export const deleteChange: QuestionChange = {
  event: { type: 'DELETE' },
  apply: async (db, question, user, now) => {
    await update(db, question, { status: status.deleted }, now);
    await moveTagRelations(db, question.id, relation.deleted);
    await timeline(db, question, user, 'deleted', now);
    await tellAuthor(db, question, user, 'your_question_was_deleted', now);
  },
};

/** An undeleted question comes back open (as Answer's recover does), with its tags as its visibility says. */
export const undeleteChange: QuestionChange = {
  event: { type: 'UNDELETE' },
  apply: async (db, question, user, now) => {
    await update(db, question, { status: status.normal }, now);
    await forgetCloseReason(db, question);
    await moveTagRelations(db, question.id, relationStatusFor(question.show));
    await timeline(db, question, user, 'undeleted', now);
  },
};

/** PUT question/operation: Answer's operation names, the machine's events, the timeline types. */
export const operationChanges: Record<'pin' | 'unpin' | 'hide' | 'show', QuestionChange> = {
  pin: {
    event: { type: 'PIN' },
    apply: async (db, question, user, now) => {
      await update(db, question, { pin: pin.pinned }, now);
      await timeline(db, question, user, 'pin', now);
    },
  },
  unpin: {
    event: { type: 'UNPIN' },
    apply: async (db, question, user, now) => {
      await update(db, question, { pin: pin.unpinned }, now);
      await timeline(db, question, user, 'unpin', now);
    },
  },
  hide: {
    event: { type: 'UNLIST' },
    apply: async (db, question, user, now) => {
      await update(db, question, { show: show.unlisted }, now);
      await moveTagRelations(db, question.id, relation.hidden);
      await timeline(db, question, user, 'hide', now);
    },
  },
  show: {
    event: { type: 'LIST' },
    apply: async (db, question, user, now) => {
      await update(db, question, { show: show.listed }, now);
      await moveTagRelations(db, question.id, relation.listed);
      await timeline(db, question, user, 'show', now);
    },
  },
};

/** Featured is a flag of the lists; the timeline has no type for it (product spec §4), so none is written. */
export function featureChange(featured: boolean): QuestionChange {
  return {
    event: { type: featured ? 'FEATURE' : 'UNFEATURE' },
    apply: async (db, question, _user, now) => update(db, question, { featured: featured ? 1 : 0 }, now),
  };
}
