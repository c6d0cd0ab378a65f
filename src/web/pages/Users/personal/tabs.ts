import { generatePath } from 'react-router-dom';
import { routeOf } from '../../../app/paths.ts';

/** The sections of a personal page, in the order of its tab bar (product spec §2). */
export const personalTabs = [
  'overview',
  'answers',
  'questions',
  'bookmarks',
  'comments',
  'reputation',
  'votes',
] as const;
export type PersonalTab = (typeof personalTabs)[number];

/** Sections only their owner sees (the server refuses them to anyone else too). */
/** The tabs whose lists take an order (questions and answers). */
export const orderedTabs: ReadonlySet<PersonalTab> = new Set(['questions', 'answers']);

const ownOnly: ReadonlySet<PersonalTab> = new Set(['bookmarks', 'votes']);

export function tabsFor(own: boolean): PersonalTab[] {
  return personalTabs.filter((tab) => own || !ownOnly.has(tab));
}

/** The tab a URL names, when this viewer has it; else the overview. */
export function tabFrom(name: string | undefined, own: boolean): PersonalTab {
  return tabsFor(own).find((tab) => tab === name) ?? 'overview';
}

const userRoute = routeOf('/users/:username');
const tabRoute = routeOf('/users/:username/:tabName');

export function tabPath(username: string, tab: PersonalTab): string {
  return tab === 'overview'
    ? generatePath(userRoute.path, { username })
    : generatePath(tabRoute.path, { username, tabName: tab });
}
