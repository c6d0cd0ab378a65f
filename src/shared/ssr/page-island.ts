import type { ColorScheme, Language } from '../preferences/index.ts';

/** The id of the script element that carries a server-rendered page's data to the browser. */
export const PAGE_ISLAND_ID = 'quorum-page-data';

/**
 * What the server used to render a public page, handed to the browser in a JSON script element so
 * that its first render is the same page (hydration) without calling the API again.
 */
export interface PageIsland {
  /** the API's answers, as the boot and the pages ask for them */
  siteInfo: unknown;
  agent: unknown;
  bundle: Record<string, string>;
  language: Language;
  colorScheme: ColorScheme;
  timeZone: string;
  /** answers to the pages' GET calls, by address (src/shared/api/prefetched-calls.ts) */
  answers: Record<string, unknown>;
  /** the route loaders' results, by route id */
  loaderData: Record<string, unknown>;
  /** the Unix time the server rendered at: relative times read it until the page has hydrated */
  renderedAt: number;
  /** the request carried a session: the reader's own state is fetched once the page has hydrated */
  signedIn: boolean;
}

/** JSON safe inside a script element: no "</script>" or comment opener can end it early. */
export function islandJson(island: PageIsland): string {
  return JSON.stringify(island)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
