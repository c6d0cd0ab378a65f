import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { rememberedEach } from '../../cache/database-cache.ts';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import type { SearchHit } from '../../plugins/search/provider.ts';
import { excerptOf } from '../question/excerpt.ts';
import { loadPostTags } from '../question/post-tags.ts';
import type { WriteRules } from '../question/site-rules.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type SearchResult = DataOf<'search'>['list'][number];

const keyOf = (hit: SearchHit) => `${hit.objectType}:${hit.id}`;

/**
 * The hits as answer-api-facts §2.2 search results. Each post is kept as shown until a write that may
 * change it (the search_presented scope, emptied as the pages of results are), so a page of posts shown
 * before needs no query; the rest are read in four queries whatever their number.
 */
export async function presentSearchHits(
  db: Kysely<Database>,
  rules: WriteRules,
  hits: SearchHit[],
): Promise<SearchResult[]> {
  const byKey = new Map(hits.map((hit) => [keyOf(hit), hit]));
  const presented = await rememberedEach(
    db,
    'search_presented',
    hits.map(keyOf),
    constants.cache.search_results_ttl_seconds,
    (missing) =>
      readSearchResults(
        db,
        rules,
        missing.map((key) => byKey.get(key)!),
      ),
  );
  // a post deleted between finding and presenting it is left out
  return presented.filter((result) => result !== undefined);
}

/** The hits found, shown, by hit; a hit whose post is gone since is left out. Shared between pages, hence frozen. */
async function readSearchResults(
  db: Kysely<Database>,
  rules: WriteRules,
  hits: SearchHit[],
): Promise<Map<string, SearchResult>> {
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
  const results = new Map<string, SearchResult>();
  for (const hit of hits) {
    const answer = hit.objectType === 'answer' ? answerById.get(hit.id) : undefined;
    const question = questionById.get(answer ? String(answer.question_id) : hit.id);
    if (!question || (hit.objectType === 'answer' && !answer)) continue;
    const post = answer ?? question;
    results.set(
      keyOf(hit),
      deepFreeze({
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
      }),
    );
  }
  return results;
}
