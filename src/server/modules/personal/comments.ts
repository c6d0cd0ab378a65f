import { sql, type Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { answerVisible, commentVisible, questionVisible } from './visibility.ts';

/** The comments `authorId` wrote on posts the viewer may see, newest first, with their question for the link. */
export async function personalComments(
  db: Kysely<Database>,
  authorId: string,
  viewer: SessionUser | null,
  window: { limit: number; offset: number },
): Promise<DataOf<'getPersonalCommentPage'>> {
  const base = db
    .selectFrom('comment')
    .innerJoin('question', 'question.id', 'comment.question_id')
    .leftJoin('answer', 'answer.id', 'comment.object_id')
    .where('comment.user_id', '=', authorId)
    .where(commentVisible('comment', viewer))
    .where(questionVisible('question', viewer))
    .where(sql<boolean>`(${sql.ref('answer.id')} is null or ${answerVisible('answer', viewer)})`);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'comment.id',
        'comment.created_at',
        'comment.object_id',
        'comment.question_id',
        'comment.parsed_text',
        'answer.id as answer_id',
        'question.title',
      ])
      .orderBy('comment.created_at', 'desc')
      .orderBy('comment.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return {
    count: Number(count),
    list: rows.map((row) => ({
      comment_id: row.id,
      created_at: Number(row.created_at),
      object_id: String(row.object_id),
      question_id: String(row.question_id),
      answer_id: row.answer_id === null ? '0' : String(row.answer_id),
      object_type: row.answer_id === null ? ('question' as const) : ('answer' as const),
      title: row.title,
      url_title: urlTitle(row.title),
      content: row.parsed_text,
    })),
  };
}
