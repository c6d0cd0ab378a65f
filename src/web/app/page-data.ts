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

/** A module of src/web/pages/: its page, and the loader of its data when it has one. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
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
