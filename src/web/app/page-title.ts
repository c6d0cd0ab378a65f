import { useEffect } from 'react';
import { createExternalStore } from './external-store.ts';

/**
 * The title of what the page shows (a question's title, a tag's or user's name, a search query),
 * set by the page once its data is there; DocumentTitle puts it before the site name in place of
 * the route's generic title, as the server's head does.
 */
export const pageTitleStore = createExternalStore<string | null>(null);

/** Names the current page after its data while mounted; undefined (data still loading) leaves the route's title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    pageTitleStore.set(title);
    return () => pageTitleStore.set((current) => (current === title ? null : current));
  }, [title]);
}
