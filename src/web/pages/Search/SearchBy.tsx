import { api } from '../../app/api-client.ts';
import { Message } from '../../components/Message.tsx';
import { useApiData } from '../../hooks/useApiData.ts';

/** "Search by" and the active search plugin (GET search/desc): its name, a link to its maker when it has one. */
export function SearchBy() {
  const description = useApiData((signal) =>
    api.getSearchDescription({}, { signal, passThroughErrors: true, ignore50X: true }),
  );
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
