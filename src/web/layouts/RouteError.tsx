import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { routeOf } from '../app/paths.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';

/** A page that failed to load or render: the 50X page instead of a blank screen, and the cause in the console. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="bare-main">
      <DocumentTitle override={routeOf('/50x').title} />
      <ErrorPage kind="server_error" />
    </main>
  );
}
