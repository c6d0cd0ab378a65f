import type { ApiClient } from '../../../../generated/client.ts';
import { api } from '../../app/api-client.ts';
import { Message } from '../../components/Message.tsx';
import { useApiData } from '../../hooks/useApiData.ts';

/** The search plugin's description: the line loads it, and the server asks it before it draws results (their WidgetCalls). */
export const loadSearchDescription = (client: ApiClient, signal?: AbortSignal) =>
  client.getSearchDescription({}, { signal, passThroughErrors: true, ignore50X: true });

/** "Search by" and the active search plugin (GET search/desc): its name, a link to its maker when it has one. */
export function SearchBy() {
  const description = useApiData((signal) => loadSearchDescription(api, signal));
  if (description.status !== 'loaded') return null;
  const { name, link } = description.data;
  return (
    <p className="search-by">
      <Message id="plugin.search_by" />{' '}
      {link ? (
        <a href={link} rel="nofollow noopener">
          {name}
        </a>
      ) : (
        <span>{name}</span>
      )}
    </p>
  );
}
