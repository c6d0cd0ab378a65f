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
  /**
   * The content hash of the language's message bundle, which is not in the page: the browser fetches it
   * (GET language/config?v=, asked for by the page's start script) and keeps it until its texts change.
   */
  bundleVersion: string;
  language: Language;
  colorScheme: ColorScheme;
  timeZone: string;
  /** answers to the pages' GET calls, by address (src/shared/api/prefetched-calls.ts) */
  answers: Record<string, unknown>;
  /** the route loaders' results, by route id */
  loaderData: Record<string, unknown>;
  /** the Unix time the server rendered at: relative times read it until the page has hydrated */
  renderedAt: number;
  /**
   * The signed-in reader's own user/info answer (null for a visitor): the markup is the visitor's, and
   * right after hydration the page turns to the reader, whose own state on the page is then fetched.
   */
  viewer: unknown;
}

/** JSON safe inside a script element: no "</script>" or comment opener can end it early. */
export function islandJson(island: PageIsland): string {
  return JSON.stringify(island)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** What the server asks of the web app's renderer of public pages (src/web/ssr/render-page.tsx). */
export interface RenderRequest {
  /** the page's full address */
  url: string;
  island: Omit<PageIsland, 'loaderData' | 'answers'> & { bundle: Record<string, string> };
  answers: Record<string, unknown>;
  /** calls that failed for the visitor: left to the browser */
  failed: string[];
}

export interface RenderedPage {
  html: string;
  /** GET calls the pages made that have no answer yet: answer them and render again */
  missing: string[];
  loaderData: Record<string, unknown>;
}

/** Renders a page once; null when its route answers otherwise (a redirect). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;
