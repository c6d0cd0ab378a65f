import { generatePath } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import { routeOf } from '../../app/paths.ts';

const plainRoute = routeOf('/questions/:qid');
const sluggedRoute = routeOf('/questions/:qid/:slugPermalink');
const answerRoute = routeOf('/questions/:qid/:slugPermalink/:aid');

export interface LinkedQuestion {
  id: string;
  url_title: string;
}

const withSlug = (permalink: number) => (constants.permalink.with_slug as readonly number[]).includes(permalink);

/**
 * A question's canonical link under the site's permalink setting: the title slug in it for
 * settings 1 and 3 (the id the server sent is already in the setting's form).
 */
export function questionPath(question: LinkedQuestion, permalink: number): string {
  return withSlug(permalink)
    ? generatePath(sluggedRoute.path, { qid: question.id, slugPermalink: question.url_title })
    : generatePath(plainRoute.path, { qid: question.id });
}

/** The link to one answer on its question's page (the slug stays, so the page need not redirect). */
export function answerPath(question: LinkedQuestion, answerId: string): string {
  return generatePath(answerRoute.path, { qid: question.id, slugPermalink: question.url_title, aid: answerId });
}
