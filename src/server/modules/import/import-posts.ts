import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { nextObjectId } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { indexPost } from '../../plugins/search/database/index-post.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { recordActivity } from '../activity/record.ts';
import { setQuestionTags } from '../question/post-tags.ts';
import { writeRevision } from '../revision/write-revision.ts';
import { attributionFor, writeAttribution } from './attribution.ts';
import { closeImportedQuestion } from './close-question.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { importFile, type ImportRun, unixSeconds } from './import-run.ts';
import { authorName, authorOf, communityUser } from './import-users.ts';
import { type PostsScan, tagsOf } from './scan-posts.ts';
import type { SourceRow } from './xml-rows.ts';

const { post_types: postTypes, close_reason: closeReason } = constants.stackexchange_import;
const { post_status: status, answer_accepted: accepted, revision_status: revisionStatus } = constants;

/** What questions and answers share: dates, authors, text, the first revision, the timeline row, the credit. */
interface PostText {
  id: string;
  userId: string;
  markdown: string;
  created: number;
  edited: number;
  editorId: string;
}

function postText(run: ImportRun, row: SourceRow, id: string): PostText {
  return {
    id,
    userId: authorOf(run, row.OwnerUserId),
    markdown: htmlToMarkdown(row.Body ?? ''),
    created: unixSeconds(row.CreationDate),
    edited: unixSeconds(row.LastEditDate),
    editorId: row.LastEditorUserId ? authorOf(run, row.LastEditorUserId) : '0',
  };
}

/** The revision, timeline row, attribution and index entry of a post just written. */
async function completePost(
  run: ImportRun,
  trx: Kysely<Database>,
  row: SourceRow,
  post: PostText,
  kind: 'question' | 'answer',
  questionId: string,
  title: string,
): Promise<void> {
  const revisionId = await writeRevision(trx, {
    userId: post.userId,
    objectType: kind,
    objectId: post.id,
    snapshot: { title, tags: [], original_text: post.markdown },
    log: '',
    status: revisionStatus.applied,
    now: post.created,
  });
  await trx.updateTable(kind).set({ revision_id: revisionId }).where('id', '=', post.id).execute();
  await recordActivity(
    trx,
    {
      objectId: post.id,
      questionId,
      userId: post.userId,
      type: kind === 'question' ? 'asked' : 'answered',
      revisionId,
    },
    post.created,
  );
  const author = authorName(run, row, 'OwnerUserId', 'OwnerDisplayName');
  await writeAttribution(
    trx,
    post.id,
    attributionFor(run.sourceUrl, kind, row.Id!, author, row.CreationDate ?? ''),
    post.created,
  );
  await indexPost(trx, post.id);
}

async function writeQuestion(run: ImportRun, trx: Kysely<Database>, row: SourceRow): Promise<string> {
  const post = postText(run, row, await nextObjectId(trx, 'question'));
  const title = (row.Title ?? '').slice(0, constants.limits.question.title_max);
  const active = unixSeconds(row.LastActivityDate) || post.created;
  await trx
    .insertInto('question')
    .values({
      id: post.id,
      user_id: post.userId,
      title,
      original_text: post.markdown,
      parsed_text: renderMarkdown(post.markdown),
      status: status.normal,
      view_count: Number(row.ViewCount ?? 0) || 0,
      unique_view_count: Number(row.ViewCount ?? 0) || 0,
      vote_count: Number(row.Score ?? 0) || 0,
      last_edit_user_id: post.editorId,
      invite_user_ids: '[]',
      created_at: post.created,
      updated_at: post.edited || post.created,
      post_update_time: active,
      edit_time: post.edited,
    })
    .execute();
  const tagIds = tagsOf(row).flatMap((name) => {
    const id = run.map.target('tag', name);
    return id ? [id] : [];
  });
  await setQuestionTags(trx, post.id, tagIds, true, post.created);
  await completePost(run, trx, row, post, 'question', post.id, title);
  if (row.ClosedDate)
    await closeImportedQuestion(
      trx,
      post.id,
      communityUser(run),
      { type: closeReason, message: '' },
      unixSeconds(row.ClosedDate),
    );
  run.touchedQuestions.add(post.id);
  return post.id;
}

async function writeAnswer(
  run: ImportRun,
  scan: PostsScan,
  trx: Kysely<Database>,
  row: SourceRow,
): Promise<string | null> {
  const questionId = run.map.target('post', row.ParentId);
  // the question is not in the dump (deleted on the source site): the answer has no page to be on
  if (!questionId) return null;
  const post = postText(run, row, await nextObjectId(trx, 'answer'));
  const isAccepted = row.ParentId !== undefined && scan.acceptedAnswers.get(row.ParentId) === row.Id;
  await trx
    .insertInto('answer')
    .values({
      id: post.id,
      question_id: questionId,
      user_id: post.userId,
      original_text: post.markdown,
      parsed_text: renderMarkdown(post.markdown),
      status: status.normal,
      accepted: isAccepted ? accepted.yes : accepted.no,
      vote_count: Number(row.Score ?? 0) || 0,
      last_edit_user_id: post.editorId,
      created_at: post.created,
      updated_at: post.edited || post.created,
    })
    .execute();
  if (isAccepted)
    await trx.updateTable('question').set({ accepted_answer_id: post.id }).where('id', '=', questionId).execute();
  await completePost(run, trx, row, post, 'answer', questionId, '');
  run.touchedQuestions.add(questionId);
  return post.id;
}

export async function importQuestions(run: ImportRun): Promise<void> {
  await importFile(run, 'questions', 'Posts.xml', 'post', (trx, row) => writeQuestion(run, trx, row), {
    accept: (row) => Number(row.PostTypeId) === postTypes.question,
  });
}

export async function importAnswers(run: ImportRun, scan: PostsScan): Promise<void> {
  await importFile(run, 'answers', 'Posts.xml', 'post', (trx, row) => writeAnswer(run, scan, trx, row), {
    accept: (row) => Number(row.PostTypeId) === postTypes.answer,
  });
}
