import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { schemas } from '../../../../generated/schemas.ts';
import { readSettings } from '../../db/settings-store.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { withDefaults } from '../../settings/defaults.ts';
import { liftEndedSuspensions } from '../user/ended-suspensions.ts';
import type { AvatarSettings } from '../user/avatar.ts';
import { nowSeconds } from '../user/users.ts';
import { ADMIN_USER_COLUMNS, presentAdminUser } from './presenter.ts';

type Detail = DataOf<'getAdminUser'>;

const { deleted } = constants.post_status;

async function liveCount(db: Kysely<Database>, table: 'question' | 'answer' | 'comment', userId: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '!=', deleted)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Their latest questions, deleted ones included (the admin sees what a deletion took away). */
async function recentQuestions(db: Kysely<Database>, userId: string): Promise<Detail['questions']> {
  const rows = await db
    .selectFrom('question')
    .select(['id', 'title', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(constants.admin_users.recent_posts)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    question_id: row.id,
    title: row.title,
    status: row.status,
    created_at: Number(row.created_at),
  }));
}

/** Their latest answers, each with its question's title. */
async function recentAnswers(db: Kysely<Database>, userId: string): Promise<Detail['answers']> {
  const rows = await db
    .selectFrom('answer')
    .innerJoin('question', 'question.id', 'answer.question_id')
    .select(['answer.id', 'answer.question_id', 'question.title', 'answer.status', 'answer.created_at'])
    .where('answer.user_id', '=', userId)
    .orderBy('answer.created_at', 'desc')
    .orderBy('answer.id', 'desc')
    .limit(constants.admin_users.recent_posts)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    question_id: row.question_id,
    title: row.title,
    status: row.status,
    created_at: Number(row.created_at),
  }));
}

/** GET user: one account, deleted ones too, with what they wrote. */
export async function adminUserDetail(context: HandlerContext, userId: string): Promise<Detail> {
  const { db } = context.services;
  await liftEndedSuspensions(db, nowSeconds());
  const row = await db
    .selectFrom('users')
    .select([...ADMIN_USER_COLUMNS])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('error.user.not_found');
  const [questionCount, answerCount, commentCount, questions, answers, settings] = await Promise.all([
    liveCount(db, 'question', userId),
    liveCount(db, 'answer', userId),
    liveCount(db, 'comment', userId),
    recentQuestions(db, userId),
    recentAnswers(db, userId),
    readSettings(db),
  ]);
  return {
    user: presentAdminUser(row, withDefaults<AvatarSettings>(schemas.SiteUsers, settings.users), context.t),
    question_count: questionCount,
    answer_count: answerCount,
    comment_count: commentCount,
    questions,
    answers,
  };
}
