import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { usePreferences } from '../../app/preferences-context.ts';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { DocumentTitle } from '../../layouts/DocumentTitle.tsx';
import { routeOf } from '../../app/paths.ts';

/** What a plugin's web part exports: it draws its page into the element it is given. */
interface PluginWebPart {
  mount(element: HTMLElement, context: { language: string }): Promise<void> | void;
}

const notFoundTitle = routeOf('*').title;

/** Loads the web part only now (it is the plugin's own module) and lets it draw into the page. */
function PluginContent({ module }: { module: string }) {
  const { language } = usePreferences();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setFailed(false);
    import(/* @vite-ignore */ module)
      .then((part: PluginWebPart) => current && container.current && part.mount(container.current, { language }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [module, language]);
  if (failed) {
    return (
      <p role="alert">
        <Message id="plugin_host.page_failed" />
      </p>
    );
  }
  return <div ref={container} className="plugin-page" />;
}

/**
 * /plugins/*: the page of the route plugin whose route this is, in the side-nav layout. The list of
 * pages is asked for at each visit, so a plugin an admin turned off is the 404 page at once.
 */
export default function RoutePage() {
  const route = `/${useParams()['*'] ?? ''}`;
  const pages = useQueryData(route, (signal) => api.getPluginRoutes({}, { signal }));
  if (pages.status === 'loading') return <LoadingStatus />;
  if (pages.status === 'failed') return null;
  const page = pages.data.find((candidate) => candidate.route === route);
  if (!page) {
    return (
      <>
        <DocumentTitle override={notFoundTitle} />
        <ErrorPage kind="not_found" />
      </>
    );
  }
  return (
    <section aria-label={page.name}>
      <PluginContent module={page.module} />
    </section>
  );
}
