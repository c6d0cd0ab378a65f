import type { ComponentType } from 'react';
import { useLoaderData, type Params } from 'react-router-dom';
import type { ApiClient } from '../../../generated/client.ts';
import type { ErrorPageKind } from '../components/ErrorPage.tsx';

/** What a page's loader reads: the route's parameters, its address, and the API client to ask with. */
export interface PageLoaderArgs {
  params: Params;
  url: URL;
  /** the browser's client, or on the server one answered through the site's own API */
  api: ApiClient;
  signal: AbortSignal;
  /**
   * What the page shows now, when the navigation moves within it (another of its tabs, orders or pages),
   * for the loader to keep what still holds; none on a page's first load, and none when the page is
   * read again (revalidated) as everything is then read afresh.
   */
  shown?: unknown;
}

/** A page's data, loaded by its route before the page shows, in the browser and on the server alike. */
export type PageLoader<T> = (args: PageLoaderArgs) => Promise<T>;

/** What a page's widget calls are declared from: the page's loaded data, and what its loader read. */
export interface WidgetCallArgs<T> {
  data: T;
  params: Params;
  url: URL;
  /** on the server, a client whose answers are handed to the widgets' first draw */
  api: ApiClient;
}

/**
 * The GET calls the page's widgets make in their data hooks (comments, reactions, the sidebar's lists),
 * declared beside the page's loader: the server makes them once the loader's data is there and draws the
 * page once with every answer at hand. A call left out is not an error the visitor sees (the browser
 * fetches it after hydrating), but tests/api/ssr-pages.test.ts fails on it.
 */
export type WidgetCalls<T> = (args: WidgetCallArgs<T>) => Array<PromiseLike<unknown>>;

/** A module of src/web/pages/: its page, the loader of its data and its widgets' calls when it has them. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
  // a method, so a page's own WidgetCalls<T> is one (its data is its loader's, which the router pairs)
  widgetCalls?(args: WidgetCallArgs<unknown>): Array<PromiseLike<unknown>>;
}

/**
 * What a route's loader hands its page: the error page to show in its place (the guard forbade it, or
 * its data did not load), else the page's data.
 */
export interface RouteData {
  error?: ErrorPageKind;
  page?: unknown;
}

/** The data the page's loader gave, typed by that loader. */
export function usePageData<Loader extends PageLoader<unknown>>(): Awaited<ReturnType<Loader>> {
  return (useLoaderData() as RouteData).page as Awaited<ReturnType<Loader>>;
}
