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
  /** answers to the GET calls of the pages' widgets, by address (src/shared/api/prefetched-calls.ts) */
  answers: Record<string, unknown>;
  /** the route loaders' results, by route id: the pages' own data (src/web/app/page-data.ts) */
  loaderData: Record<string, unknown>;
  /** the Unix time the server rendered at: relative times read it until the page has hydrated */
  renderedAt: number;
  /**
   * The signed-in reader's own user/info answer (null for a visitor): the markup is the visitor's, and
   * right after hydration the page turns to the reader, whose own state on the page is then fetched.
   */
  viewer: unknown;
}

/** What the server asks of the web app's renderer of public pages (src/web/ssr/render-page.tsx). */
export interface RenderRequest {
  /** the page's full address */
  url: string;
  island: Omit<PageIsland, 'loaderData' | 'answers'> & { bundle: Record<string, string> };
  /** sends the route loaders' calls: the server answers them through its own API, as a visitor */
  fetch: typeof fetch;
}

/**
 * A page drawn once: its routes' loaders ran, then the calls its widgets declare (WidgetCalls in
 * src/web/app/page-data.ts), then the one draw.
 */
export interface DrawnPage {
  html: string;
  loaderData: Record<string, unknown>;
  /** the widgets' GET calls answered for the visitor, by address */
  answers: Record<string, unknown>;
  /** calls the draw asked for that no declaration made: the browser makes them once it has hydrated */
  missing: string[];
}

/** Loads the page's data and draws it; null when its route answers otherwise (a redirect). */
export type RenderPage = (request: RenderRequest) => Promise<DrawnPage | null>;
