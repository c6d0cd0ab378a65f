import { constants } from '../../../../generated/constants.ts';
import { questionPath } from '../../../shared/permalink/question-link.ts';
import { clipText, plainTextOf } from '../../modules/question/excerpt.ts';
import { longIdOf } from '../../modules/question/post-access.ts';
import { normalizeSlug } from '../../modules/question/post-tags.ts';
import { escapeMarkup } from '../html-escape.ts';
import type { PageRequest } from './page-meta.ts';
import { publicQuestions } from './public-questions.ts';
import { decodeSegment } from './route-match.ts';
import { tagPath } from './tag-meta.ts';

const { feed_items: ITEMS, description_max: DESCRIPTION_MAX } = constants.seo;
const { deleted, pending } = constants.post_status;

interface FeedItem {
  title: string;
  link: string;
  html: string;
  author: string;
  createdAt: number | string;
}

/** An RSS 2.0 document. */
function rss(channel: { title: string; link: string; self: string; description: string }, items: FeedItem[]) {
  const text = (name: string, value: string) => `<${name}>${escapeMarkup(value)}</${name}>`;
  const entries = items.map((item) =>
    [
      '<item>',
      text('title', item.title),
      text('link', item.link),
      `<guid isPermaLink="true">${escapeMarkup(item.link)}</guid>`,
      text('pubDate', new Date(Number(item.createdAt) * 1000).toUTCString()),
      text('dc:creator', item.author),
      text('description', clipText(plainTextOf(item.html), DESCRIPTION_MAX)),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    text('title', channel.title),
    text('link', channel.link),
    text('description', channel.description),
    `<atom:link href="${escapeMarkup(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The newest public questions, all or of one tag, as feed items. */
async function newestQuestions(request: PageRequest, tagId?: string): Promise<FeedItem[]> {
  let query = publicQuestions(request.services.db)
    .innerJoin('users', 'users.id', 'question.user_id')
    .select([
      'question.id',
      'question.title',
      'question.parsed_text',
      'question.created_at',
      'users.display_name',
      'users.username',
    ]);
  if (tagId !== undefined)
    query = query
      .innerJoin('tag_rel', 'tag_rel.object_id', 'question.id')
      .where('tag_rel.tag_id', '=', tagId)
      .where('tag_rel.status', '=', constants.tag_rel_status.listed);
  const rows = await query.orderBy('question.created_at', 'desc').limit(ITEMS).execute();
  const mode = request.site.site_seo.permalink;
  return rows.map((row) => ({
    title: row.title,
    link: request.link(questionPath(mode, { id: String(row.id), title: row.title })),
    html: row.parsed_text,
    author: row.display_name || row.username,
    createdAt: row.created_at,
  }));
}

/** The newest questions of the site. */
export async function newestQuestionsFeed(request: PageRequest): Promise<string> {
  return rss(
    {
      title: request.t('seo.feed.newest', { site: request.siteName }),
      link: request.link('/questions'),
      self: request.link(constants.seo.feed_paths.newest),
      description: request.site.general.short_description || request.siteName,
    },
    await newestQuestions(request),
  );
}

/** The newest questions of a tag (a synonym's are its main tag's); null for an unknown or deleted tag. */
export async function tagFeed(request: PageRequest, rawName: string): Promise<string | null> {
  const name = normalizeSlug(decodeSegment(rawName) ?? '');
  const tag = name
    ? await request.services.db
        .selectFrom('tag')
        .select(['id', 'slug_name', 'display_name', 'main_tag_id', 'status'])
        .where('slug_name', '=', name)
        .executeTakeFirst()
    : undefined;
  if (!tag || tag.status === deleted) return null;
  const mainId = String(tag.main_tag_id) === '0' ? String(tag.id) : String(tag.main_tag_id);
  return rss(
    {
      title: request.t('seo.feed.tag', { tag: tag.display_name, site: request.siteName }),
      link: request.link(tagPath(tag.slug_name)),
      self: request.link(`${constants.seo.feed_paths.tag}/${encodeURIComponent(tag.slug_name)}`),
      description: request.t('seo.tag_description', { tag: tag.display_name, site: request.siteName }),
    },
    await newestQuestions(request, mainId),
  );
}

/** The newest answers of a public question; null when anyone may not read it. */
export async function answersFeed(request: PageRequest, rawId: string): Promise<string | null> {
  const { db } = request.services;
  const id = longIdOf(decodeSegment(rawId) ?? '', 'question');
  const question = id
    ? await publicQuestions(db).select(['id', 'title']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!question) return null;
  const rows = await db
    .selectFrom('answer')
    .innerJoin('users', 'users.id', 'answer.user_id')
    .select(['answer.id', 'answer.parsed_text', 'answer.created_at', 'users.display_name', 'users.username'])
    .where('answer.question_id', '=', question.id)
    .where('answer.status', 'not in', [deleted, pending])
    .orderBy('answer.created_at', 'desc')
    .limit(ITEMS)
    .execute();
  const mode = request.site.site_seo.permalink;
  const target = { id: String(question.id), title: question.title };
  return rss(
    {
      title: request.t('seo.feed.answers', { title: question.title, site: request.siteName }),
      link: request.link(questionPath(mode, target)),
      self: request.link(`${constants.seo.feed_paths.answers}/${question.id}`),
      description: question.title,
    },
    rows.map((row) => ({
      title: question.title,
      link: request.link(questionPath(mode, target, String(row.id))),
      html: row.parsed_text,
      author: row.display_name || row.username,
      createdAt: row.created_at,
    })),
  );
}
