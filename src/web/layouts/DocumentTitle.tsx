import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { useSiteName } from '../app/site-context.ts';
import { useMessage } from '../hooks/useMessage.ts';
import type { RouteHandle } from '../router.tsx';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets the document title: the page's title (or the error page's, when one shows) and the site name. */
export function DocumentTitle({ override }: { override?: MessageKey }) {
  const t = useMessage();
  const siteName = useSiteName();
  const handle = useMatches().findLast((match) => isRouteHandle(match.handle))?.handle as RouteHandle | undefined;
  const titleKey = override ?? handle?.title;
  const title = titleKey ? t('layout.document_title', { page: t(titleKey), site: siteName }) : siteName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
