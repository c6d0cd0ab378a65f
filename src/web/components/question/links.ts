import { generatePath } from 'react-router-dom';
import { routeOf } from '../../app/paths.ts';

const tagRoute = routeOf('/tags/:tagName');
const questionsRoute = routeOf('/questions');
const userRoute = routeOf('/users/:username');

/** The questions list filtered to one tag (the `tag` query of question/page). */
export function taggedQuestionsPath(slugName: string): string {
  return `${questionsRoute.path}?${new URLSearchParams({ tag: slugName })}`;
}

/** A tag's own page; until that page is built, the list of its questions. */
export function tagPath(slugName: string): string {
  return tagRoute.built ? generatePath(tagRoute.path, { tagName: slugName }) : taggedQuestionsPath(slugName);
}

export function userPath(username: string): string {
  return generatePath(userRoute.path, { username });
}
