import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useExternalStore } from '../app/external-store.ts';
import { globalErrorStore, type GlobalError } from '../app/global-error.ts';
import { routeOf } from '../app/paths.ts';
import { ErrorPage, type ErrorPageKind } from '../components/ErrorPage.tsx';
import { LoadingStatus } from '../components/LoadingStatus.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';

const errorPages: Record<GlobalError, ErrorPageKind> = {
  403: 'forbidden',
  404: 'not_found',
  '50X': 'server_error',
};

const errorTitles: Record<ErrorPageKind, ReturnType<typeof routeOf>['title']> = {
  forbidden: routeOf('/403').title,
  not_found: routeOf('*').title,
  server_error: routeOf('/50x').title,
};

/** An error page in the place of the page, under its own title. */
export function ErrorInPlace({ kind }: { kind: ErrorPageKind }) {
  return (
    <>
      <DocumentTitle override={errorTitles[kind]} />
      <ErrorPage kind={kind} />
    </>
  );
}

/**
 * The current page, or the error page the API client raised in its place. The error belongs to
 * the location it was first shown at, so going elsewhere shows that page, and the error is dropped.
 * While the next page's code and data load, the current one stays, until the skeleton's delay has
 * passed: then the skeleton takes its place (components.css), so a slow load never looks frozen.
 */
export function PageContent() {
  const raised = useExternalStore(globalErrorStore);
  const { key } = useLocation();
  const navigating = useNavigation().state === 'loading';
  useEffect(() => {
    if (!raised) return;
    if (raised.locationKey === undefined) globalErrorStore.set({ ...raised, locationKey: key });
    else if (raised.locationKey !== key) globalErrorStore.set(null);
  }, [raised, key]);

  const shown = raised && (raised.locationKey ?? key) === key ? errorPages[raised.error] : null;
  if (!shown) {
    return (
      <>
        <DocumentTitle />
        {navigating && <LoadingStatus />}
        <Outlet />
      </>
    );
  }
  return <ErrorInPlace kind={shown} />;
}
