import { constants } from '../../../generated/constants.ts';
import { toShortId } from './short-id.ts';
import { urlTitle } from './url-title.ts';

export type PermalinkMode = (typeof constants.permalink.values)[number];

/**
 * The path of a question (and optionally one of its answers) under the site's base path, in the
 * site's permalink mode (answer-api-facts §1.5): 1 id + slug, 2 id, 3 short id + slug, 4 short id.
 */
export function questionPath(mode: number, question: { id: string; title: string }, answerId?: string): string {
  const short = mode === 3 || mode === 4;
  const id = short ? toShortId(question.id) : question.id;
  const withSlug = (constants.permalink.with_slug as readonly number[]).includes(mode);
  const parts = ['questions', id];
  // an answer link needs the slug segment to sit in; modes without a slug repeat the id's place with the fallback
  if (withSlug || answerId) parts.push(withSlug ? urlTitle(question.title) : constants.url_title.fallback);
  if (answerId) parts.push(short ? toShortId(answerId) : answerId);
  return `/${parts.join('/')}`;
}
