import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { useExternalStore } from '../app/external-store.ts';
import { pageTitleStore } from '../app/page-title.ts';
import { useSiteName } from '../app/site-context.ts';
import { useMessage } from '../hooks/useMessage.ts';
import type { RouteHandle } from '../router.tsx';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * Sets the document title: the error page's title when one shows, else what the page names itself
 * after (usePageTitle) or the route's title, then the site name.
 */
export function DocumentTitle({ override }: { override?: MessageKey }) {
  const t = useMessage();
  const siteName = useSiteName();
  const pageTitle = useExternalStore(pageTitleStore);
  const handle = useMatches().findLast((match) => isRouteHandle(match.handle))?.handle as RouteHandle | undefined;
  const routeTitle = handle && t(handle.title);
  const page = override ? t(override) : (pageTitle ?? routeTitle);
  const title = page ? t('layout.document_title', { page, site: siteName }) : siteName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
