import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import type { Translate } from '../../i18n/translator.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { loadPostTags } from '../question/post-tags.ts';
import type { WriteRules } from '../question/site-rules.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import type { PostReviewRow } from './post-queue.ts';

type PendingPost = DataOf<'getPendingPosts'>['list'][number];

/** The queued post's own row and its question's; undefined when either no longer exists. */
async function loadQueuedObject(db: Kysely<Database>, review: PostReviewRow) {
  const id = String(review.object_id);
  const table = review.object_type === 'answer' ? 'answer' : 'question';
  const post = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!post) return undefined;
  const questionId = 'question_id' in post ? String(post.question_id) : id;
  const question = await db.selectFrom('question').selectAll().where('id', '=', questionId).executeTakeFirst();
  return question && { post, question };
}

/** A queue item as review/pending/post/page shows it; null when its post no longer exists. */
export async function presentPendingPost(
  db: Kysely<Database>,
  review: PostReviewRow,
  write: WriteRules,
  t: Translate,
): Promise<PendingPost | null> {
  const loaded = await loadQueuedObject(db, review);
  if (!loaded) return null;
  const { post, question } = loaded;
  const [users, tags] = await Promise.all([
    loadUserBasics(db, [String(review.user_id)]),
    loadPostTags(db, write, [question.id]),
  ]);
  const isAnswer = review.object_type === 'answer';
  return {
    review_id: String(review.id),
    created_at: Number(post.created_at),
    object_id: String(review.object_id),
    question_id: question.id,
    answer_id: isAnswer ? String(review.object_id) : '',
    comment_id: '',
    object_type: isAnswer ? 'answer' : 'question',
    title: question.title,
    url_title: urlTitle(question.title),
    original_text: post.original_text,
    parsed_text: post.parsed_text,
    tags: tags.get(question.id) ?? [],
    object_status: post.status,
    object_show_status: question.show,
    author_user_info: users.get(String(review.user_id)) ?? null,
    submit_at: Number(review.created_at),
    submitter_display_name: t('review.pending.submitter'),
    reason: t('review.pending.reason', { threshold: write.queue_below_reputation }),
  };
}
