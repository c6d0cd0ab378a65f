import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { nextObjectId } from '../../db/object-id.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { assertPower, loadPrivilegeRanks, type PrivilegeRanks } from '../../policies/privileges.ts';
import { indexPost } from '../../plugins/search/database/index-post.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { publishAnswer } from '../answer/publish-answer.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { writeRevision } from '../revision/write-revision.ts';
import { refreshHotScore } from './hot-score.ts';
import { enqueuePost, newPostStatus } from '../review/post-queue.ts';
import { publishQuestion } from './publish-question.ts';
import { resolvePostTags, setQuestionTags } from './post-tags.ts';
import { loadSiteRules, type WriteRules } from './site-rules.ts';

type AskBody = BodyOf<'addQuestion'>;

/** What a write checks against, read before its transaction (SQLite has one connection, held by the transaction). */
export interface PostingRules {
  ranks: PrivilegeRanks;
  write: WriteRules;
}

/**
 * Writes the question, its tags, its first revision and, once published, the `asked` activity; returns
 * its id. A question its author may not publish yet (review/post-queue.ts) waits in the queue, pending,
 * its tags hidden.
 */
export async function insertQuestion(
  trx: Kysely<Database>,
  user: SessionUser,
  rules: PostingRules,
  body: AskBody,
  now: number,
): Promise<{ id: string; status: number }> {
  const { ranks, write } = rules;
  const status = newPostStatus(user, write);
  const published = status === constants.post_status.normal;
  const tags = await resolvePostTags(trx, user, ranks, write, body.tags, now);
  const id = await nextObjectId(trx, 'question');
  await trx
    .insertInto('question')
    .values({
      id,
      user_id: user.id,
      title: body.title,
      original_text: body.content,
      parsed_text: renderMarkdown(body.content),
      status,
      invite_user_ids: '[]',
      created_at: now,
      updated_at: now,
      post_update_time: now,
    })
    .execute();
  await setQuestionTags(
    trx,
    id,
    tags.map((tag) => tag.id),
    published,
    now,
  );
  const snapshot = {
    title: body.title,
    tags: tags.map(({ slug_name, display_name, main_tag_slug_name }) => ({
      slug_name,
      display_name,
      main_tag_slug_name,
    })),
    original_text: body.content,
  };
  const revisionId = await writeRevision(trx, {
    userId: user.id,
    objectType: 'question',
    objectId: id,
    snapshot,
    log: '',
    status: constants.revision_status.applied,
    now,
  });
  await trx.updateTable('question').set({ revision_id: revisionId }).where('id', '=', id).execute();
  await indexPost(trx, id);
  if (published) await publishQuestion(trx, { id, userId: user.id, content: body.content, revisionId }, now);
  else await enqueuePost(trx, { objectId: id, objectType: 'question', userId: user.id }, now);
  return { id, status };
}

/**
 * Writes an answer by the asker to their new question, with its revision; published with the question,
 * or queued beside it when the question is.
 */
export async function insertOwnAnswer(
  trx: Kysely<Database>,
  user: SessionUser,
  question: { id: string; status: number },
  content: string,
  now: number,
): Promise<void> {
  const answerId = await nextObjectId(trx, 'answer');
  await trx
    .insertInto('answer')
    .values({
      id: answerId,
      question_id: question.id,
      user_id: user.id,
      original_text: content,
      parsed_text: renderMarkdown(content),
      status: question.status,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const snapshot = { title: '', tags: [], original_text: content };
  const revisionId = await writeRevision(trx, {
    userId: user.id,
    objectType: 'answer',
    objectId: answerId,
    snapshot,
    log: '',
    status: constants.revision_status.applied,
    now,
  });
  await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', answerId).execute();
  await indexPost(trx, answerId);
  if (question.status !== constants.post_status.normal) {
    await enqueuePost(trx, { objectId: answerId, objectType: 'answer', userId: user.id }, now);
    return;
  }
  await publishAnswer(
    trx,
    { id: answerId, userId: user.id, content, revisionId, question: { id: question.id, userId: user.id } },
    now,
  );
}

/**
 * POST question and POST question/answer: one transaction, so a refused tag or answer leaves no
 * question behind. The captcha action is `question` for both (answer-api-facts §1.6).
 */
export async function askQuestion(
  context: HandlerContext,
  user: SessionUser,
  body: AskBody,
  ownAnswer?: string,
): Promise<string> {
  if (ownAnswer !== undefined) await assertPower(context, 'answer.add');
  await assertCaptcha(context, 'question', body);
  const now = Math.floor(Date.now() / 1000);
  const { db } = context.services;
  const rules = { ranks: await loadPrivilegeRanks(context), write: (await loadSiteRules(db)).write };
  const id = await transactionWithRetry(db, async (trx) => {
    const question = await insertQuestion(trx, user, rules, body, now);
    if (ownAnswer !== undefined) await insertOwnAnswer(trx, user, question, ownAnswer, now);
    await refreshHotScore(trx, question.id, now);
    return question.id;
  });
  await context.services.captcha.record('question', captchaUnit(context));
  return id;
}
