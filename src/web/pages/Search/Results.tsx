import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { usePageData, type PageLoader, type WidgetCalls } from '../../app/page-data.ts';
import { askPath } from '../../app/paths.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Message } from '../../components/Message.tsx';
import { Pagination } from '../../components/question/Pagination.tsx';
import { pageFrom } from '../../components/question/query-links.ts';
import { SortTabs } from '../../components/question/SortTabs.tsx';
import { shortenSearchQuery } from '../../../shared/search/shorten-query.ts';
import { resultCountMessage } from './result-count.ts';
import { loadSearchDescription, SearchBy } from './SearchBy.tsx';
import { SearchResultItem } from './SearchResultItem.tsx';
import { SearchTips } from './SearchTips.tsx';
import { webCacheRedirect } from './web-cache.ts';
import '../../components/question/question.css';
import '../../components/question-list/list.css';
import './search.css';

type SearchSort = (typeof constants.sorts.search)[number];

const sorts = constants.sorts.search;
const pageSize = constants.search.default_page_size;
const sortName = (sort: SearchSort): MessageKey => `search_ui.sort.${sort}`;

function sortFrom(search: URLSearchParams): SearchSort {
  const wanted = search.get('order');
  return sorts.find((sort) => sort === wanted) ?? sorts[0];
}

/** What was typed in the header's search box, as the page reads it from its address: cut to the bound. */
const queryFrom = (search: URLSearchParams) => shortenSearchQuery(search.get('q') ?? '');

/** The results of the address's query (none without one); query, order and page live in the URL. */
export const loader = (async ({ url, api, signal }) => {
  const search = url.searchParams;
  const { query: q } = queryFrom(search);
  if (!q) return null;
  return api.search({ query: { q, order: sortFrom(search), page: pageFrom(search), size: pageSize } }, { signal });
}) satisfies PageLoader<unknown>;

export const widgetCalls: WidgetCalls<unknown> = ({ api }) => [loadSearchDescription(api)];

type Found = NonNullable<Awaited<ReturnType<typeof loader>>>;

function SearchResults({ results }: { results: Found }) {
  const [search] = useSearchParams();
  const order = sortFrom(search);
  return (
    <>
      <div className="question-list-toolbar">
        <p className="question-list-count" aria-live="polite">
          <Message id={resultCountMessage(results.count)} values={{ count: results.count }} />
        </p>
        <SortTabs sorts={sorts} current={order} parameter="order" label="search_ui.sort.label" nameOf={sortName} />
      </div>
      {results.list.length === 0 ? (
        <EmptyState message="search_ui.empty" next="empty_state.search_next">
          <Link to={askPath} className="button button-primary">
            <Message id="empty_state.search_ask" />
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="question-list">
            {results.list.map((result) => (
              <SearchResultItem key={result.object.id} result={result} />
            ))}
          </ul>
          <Pagination count={results.count} pageSize={pageSize} />
        </>
      )}
    </>
  );
}

/** `/search`: results of the query with sort tabs and pages, beside the search tips. */
export default function SearchPage() {
  const [search] = useSearchParams();
  const results = usePageData<typeof loader>();
  // only a browser is ever shown a web cache's copy (the server draws the page without a host to tell)
  useEffect(() => {
    const redirect = webCacheRedirect(window.location);
    if (redirect) window.location.replace(redirect);
  }, []);
  const { query: q, shortened } = queryFrom(search);
  usePageTitle(q || undefined);
  return (
    <div className="question-list-page">
      <div className="question-list-main">
        <header className="question-list-header">
          <h1>{q ? <Message id="search_ui.heading" values={{ query: q }} /> : <Message id="search_ui.title" />}</h1>
          <SearchBy />
        </header>
        {shortened && (
          <p className="search-shortened" role="status">
            <Message id="search_ui.shortened" values={{ max: constants.search.query_max, query: q }} />
          </p>
        )}
        {results ? (
          <SearchResults results={results} />
        ) : (
          <p className="empty-state">
            <Message id="search_ui.no_query" />
          </p>
        )}
      </div>
      <SearchTips />
    </div>
  );
}
