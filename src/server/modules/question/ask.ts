import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { nextObjectId } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { assertPower, loadPrivilegeRanks, type PrivilegeRanks } from '../../policies/privileges.ts';
import { indexPost } from '../../plugins/search/database/index-post.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { recordActivity } from '../activity/record.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { writeRevision } from '../revision/write-revision.ts';
import { refreshHotScore } from './hot-score.ts';
import { recordQuestionLinks } from './question-links.ts';
import { resolvePostTags, setQuestionTags } from './post-tags.ts';
import { loadSiteRules, type WriteRules } from './site-rules.ts';

type AskBody = BodyOf<'addQuestion'>;

/** What a write checks against, read before its transaction (SQLite has one connection, held by the transaction). */
export interface PostingRules {
  ranks: PrivilegeRanks;
  write: WriteRules;
}

/** Writes the question, its tags, its first revision and the `asked` activity; returns its id. */
export async function insertQuestion(
  trx: Kysely<Database>,
  user: SessionUser,
  rules: PostingRules,
  body: AskBody,
  now: number,
): Promise<string> {
  const { ranks, write } = rules;
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
      status: constants.post_status.normal,
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
    true,
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
  await recordActivity(trx, { objectId: id, questionId: id, userId: user.id, type: 'asked', revisionId }, now);
  await recordQuestionLinks(trx, { fromQuestionId: id, fromAnswerId: '0', text: body.content, now });
  return id;
}

/** Writes an answer by the asker to their new question, with its revision and `answered` activity. */
export async function insertOwnAnswer(
  trx: Kysely<Database>,
  user: SessionUser,
  questionId: string,
  content: string,
  now: number,
): Promise<void> {
  const answerId = await nextObjectId(trx, 'answer');
  await trx
    .insertInto('answer')
    .values({
      id: answerId,
      question_id: questionId,
      user_id: user.id,
      original_text: content,
      parsed_text: renderMarkdown(content),
      status: constants.post_status.normal,
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
  await trx
    .updateTable('question')
    .set({ answer_count: 1, last_answer_id: answerId })
    .where('id', '=', questionId)
    .execute();
  await indexPost(trx, answerId);
  await recordActivity(trx, { objectId: answerId, questionId, userId: user.id, type: 'answered', revisionId }, now);
  await recordQuestionLinks(trx, { fromQuestionId: questionId, fromAnswerId: answerId, text: content, now });
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
  const id = await db.transaction().execute(async (trx) => {
    const questionId = await insertQuestion(trx, user, rules, body, now);
    if (ownAnswer !== undefined) await insertOwnAnswer(trx, user, questionId, ownAnswer, now);
    await refreshHotScore(trx, questionId, now);
    return questionId;
  });
  await context.services.captcha.record('question', captchaUnit(context));
  return id;
}
