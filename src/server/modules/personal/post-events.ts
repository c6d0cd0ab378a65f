import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { excerptOf } from '../question/excerpt.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';

/** The post part shared by the reputation and votes tabs (PersonalPostEvent without created_at). */
export type PostEvent = Omit<
  DataOf<'getPersonalRankPage'>['list'][number],
  'created_at' | 'reputation' | 'reason' | 'rank_type'
>;

/**
 * What the rows of a history point at, for their links: each post's question (title, slug), its
 * answer when it is on one, and the start of its text. Three queries whatever the number of posts.
 */
export async function loadPostEvents(db: Kysely<Database>, objectIds: string[]): Promise<Map<string, PostEvent>> {
  const ids = [...new Set(objectIds)];
  const idsOf = (kind: string) => ids.filter((id) => objectTypeOf(id) === kind);
  const commentIds = idsOf('comment');
  const comments =
    commentIds.length > 0
      ? await db
          .selectFrom('comment')
          .select(['id', 'object_id', 'question_id', 'parsed_text'])
          .where('id', 'in', commentIds)
          .execute()
      : [];
  const answerIds = [
    ...new Set([
      ...idsOf('answer'),
      ...comments.map((comment) => String(comment.object_id)).filter((id) => objectTypeOf(id) === 'answer'),
    ]),
  ];
  const answers =
    answerIds.length > 0
      ? await db
          .selectFrom('answer')
          .select(['id', 'question_id', 'parsed_text'])
          .where('id', 'in', answerIds)
          .execute()
      : [];
  const questionIds = [
    ...new Set([
      ...idsOf('question'),
      ...answers.map((answer) => String(answer.question_id)),
      ...comments.map((comment) => String(comment.question_id)),
    ]),
  ];
  const questions =
    questionIds.length > 0
      ? await db.selectFrom('question').select(['id', 'title', 'parsed_text']).where('id', 'in', questionIds).execute()
      : [];

  const questionById = new Map(questions.map((question) => [question.id, question]));
  const answerById = new Map(answers.map((answer) => [answer.id, answer]));
  const events = new Map<string, PostEvent>();
  const add = (
    objectId: string,
    objectType: PostEvent['object_type'],
    questionId: string,
    answerId: string,
    html: string,
  ) => {
    const question = questionById.get(questionId);
    if (!question) return;
    events.set(objectId, {
      object_id: objectId,
      object_type: objectType,
      question_id: questionId,
      answer_id: answerId,
      title: question.title,
      url_title: urlTitle(question.title),
      content: excerptOf(html),
    });
  };
  for (const question of questions) add(question.id, 'question', question.id, '0', question.parsed_text);
  for (const answer of answers) add(answer.id, 'answer', String(answer.question_id), answer.id, answer.parsed_text);
  for (const comment of comments) {
    const onAnswer = answerById.has(String(comment.object_id));
    add(
      comment.id,
      'comment',
      String(comment.question_id),
      onAnswer ? String(comment.object_id) : '0',
      comment.parsed_text,
    );
  }
  return events;
}
