import { constants } from '../../../../generated/constants.ts';
import { questionPath } from '../../../shared/permalink/question-link.ts';
import { longIdOf, maySee, type QuestionRow } from '../../modules/question/post-access.ts';
import { clipText, plainTextOf } from '../../modules/question/excerpt.ts';
import { loadPostTags } from '../../modules/question/post-tags.ts';
import { loadSiteRules } from '../../modules/question/site-rules.ts';
import { loadUserBasics } from '../../modules/user/basic-info.ts';
import { missingPage, plainPage, type CanonicalRedirect, type PageMeta, type PageRequest } from './page-meta.ts';
import { decodeSegment, samePath } from './route-match.ts';
import { breadcrumbList, personOf, qaPage } from './structured-data.ts';

const { deleted, pending } = constants.post_status;

/** The answer a question link names, when it is one of that question's answers the viewer may see. */
async function linkedAnswerId(request: PageRequest, question: QuestionRow, raw: string | undefined) {
  const id = raw === undefined ? null : longIdOf(decodeSegment(raw) ?? '', 'answer');
  if (!id) return undefined;
  const answer = await request.services.db
    .selectFrom('answer')
    .select(['id', 'status', 'user_id', 'question_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return answer && String(answer.question_id) === question.id && maySee(answer, request.viewer) ? answer.id : undefined;
}

/** The answers the structured data lists: the accepted one and the best voted of the rest, all public. */
async function publicAnswers(request: PageRequest, question: QuestionRow) {
  return request.services.db
    .selectFrom('answer')
    .select(['id', 'user_id', 'parsed_text', 'vote_count', 'created_at', 'accepted'])
    .where('question_id', '=', question.id)
    .where('status', 'not in', [deleted, pending])
    .orderBy('accepted', 'desc')
    .orderBy('vote_count', 'desc')
    .orderBy('created_at')
    .limit(constants.seo.structured_answers_max)
    .execute();
}

/**
 * /questions/:qid[/:slug[/:aid]]: 404 for a question the viewer may not see, 410 for a deleted one,
 * 301 to the link of the site's permalink mode, else the question's head with its QAPage data.
 */
export async function questionPage(
  request: PageRequest,
  params: Record<string, string>,
): Promise<PageMeta | CanonicalRedirect> {
  const { db } = request.services;
  const id = longIdOf(decodeSegment(params.qid ?? '') ?? '', 'question');
  const question = id ? await db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!question) return missingPage(request, 404);
  if (!maySee(question, request.viewer)) return missingPage(request, question.status === deleted ? 410 : 404);

  const mode = request.site.site_seo.permalink;
  const answerId = await linkedAnswerId(request, question, params.aid);
  const wanted = questionPath(mode, question, answerId);
  if (!samePath(wanted, request.path)) return { redirectPath: wanted };

  const [answers, rules] = await Promise.all([publicAnswers(request, question), loadSiteRules(db)]);
  const [users, tags] = await Promise.all([
    loadUserBasics(db, [String(question.user_id), ...answers.map((answer) => String(answer.user_id))]),
    loadPostTags(db, rules.write, [question.id]),
  ]);
  const link = request.link;
  const structured = answers.map((answer) => ({
    text: plainTextOf(answer.parsed_text),
    votes: answer.vote_count,
    createdAt: answer.created_at,
    url: link(questionPath(mode, question, answer.id)),
    author: personOf(users.get(String(answer.user_id)), link),
    accepted: answer.accepted === constants.answer_accepted.yes,
  }));
  const canonicalPath = questionPath(mode, question);
  const firstTag = tags.get(question.id)?.[0];
  const trail = [
    { name: request.t('page_title.questions'), url: link('/questions') },
    ...(firstTag
      ? [{ name: firstTag.display_name, url: link(`/tags/${encodeURIComponent(firstTag.slug_name)}`) }]
      : []),
    { name: question.title, url: link(canonicalPath) },
  ];
  const hidden =
    question.status === deleted || question.status === pending || question.show === constants.post_show.unlisted;
  return plainPage(request, question.title, {
    description: clipText(plainTextOf(question.parsed_text), constants.seo.description_max),
    canonicalPath,
    noindex: hidden,
    openGraphType: 'article',
    structuredData: [
      qaPage({
        title: question.title,
        text: plainTextOf(question.parsed_text),
        votes: question.vote_count,
        answerCount: question.answer_count,
        createdAt: question.created_at,
        author: personOf(users.get(String(question.user_id)), link),
        accepted: structured.find((answer) => answer.accepted) ?? null,
        suggested: structured.filter((answer) => !answer.accepted),
      }),
      breadcrumbList(trail),
    ],
    feeds: [
      {
        title: request.t('seo.feed.answers', { title: question.title, site: request.siteName }),
        path: `${constants.seo.feed_paths.answers}/${question.id}`,
      },
    ],
  });
}
