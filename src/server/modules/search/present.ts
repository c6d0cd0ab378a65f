import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import type { SearchHit } from '../../plugins/search/provider.ts';
import { excerptOf } from '../question/excerpt.ts';
import { loadPostTags } from '../question/post-tags.ts';
import type { WriteRules } from '../question/site-rules.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type SearchResult = DataOf<'search'>['list'][number];

/** The hits as answer-api-facts §2.2 search results, in four queries whatever their number. */
export async function presentSearchHits(
  db: Kysely<Database>,
  rules: WriteRules,
  hits: SearchHit[],
): Promise<SearchResult[]> {
  const answerIds = hits.filter((hit) => hit.objectType === 'answer').map((hit) => hit.id);
  const answers =
    answerIds.length > 0
      ? await db
          .selectFrom('answer')
          .select(['id', 'question_id', 'user_id', 'parsed_text', 'created_at', 'vote_count', 'accepted'])
          .where('id', 'in', answerIds)
          .execute()
      : [];
  const answerById = new Map(answers.map((answer) => [answer.id, answer]));
  const foundQuestionIds = hits.filter((hit) => hit.objectType === 'question').map((hit) => hit.id);
  const questionIds = [...new Set([...foundQuestionIds, ...answers.map((answer) => String(answer.question_id))])];
  const questions =
    questionIds.length > 0
      ? await db
          .selectFrom('question')
          .select([
            'id',
            'user_id',
            'title',
            'created_at',
            'vote_count',
            'accepted_answer_id',
            'answer_count',
            'status',
          ])
          // an answer's question shows no excerpt of its own: its text (long, and stored last) is only read for questions found
          .select((eb) =>
            eb
              .case()
              .when('id', 'in', foundQuestionIds.length > 0 ? foundQuestionIds : ['0'])
              .then(eb.ref('parsed_text'))
              .else('')
              .end()
              .as('parsed_text'),
          )
          .where('id', 'in', questionIds)
          .execute()
      : [];
  const questionById = new Map(questions.map((question) => [question.id, question]));
  const authorIds = [...questions, ...answers].map((post) => String(post.user_id));
  const [tags, users] = await Promise.all([loadPostTags(db, rules, questionIds), loadUserBasics(db, authorIds)]);
  return hits.flatMap((hit): SearchResult[] => {
    const answer = hit.objectType === 'answer' ? answerById.get(hit.id) : undefined;
    const question = questionById.get(answer ? String(answer.question_id) : hit.id);
    // a post deleted between finding and presenting it is left out
    if (!question || (hit.objectType === 'answer' && !answer)) return [];
    const post = answer ?? question;
    return [
      {
        object_type: hit.objectType,
        object: {
          id: post.id,
          question_id: question.id,
          title: question.title,
          url_title: urlTitle(question.title),
          excerpt: excerptOf(post.parsed_text),
          created_at: Number(post.created_at),
          vote_count: post.vote_count,
          accepted: answer
            ? answer.accepted === constants.answer_accepted.yes
            : String(question.accepted_answer_id) !== '0',
          answer_count: question.answer_count,
          user_info: users.get(String(post.user_id)) ?? null,
          tags: tags.get(question.id) ?? [],
          status: question.status,
        },
      },
    ];
  });
}
