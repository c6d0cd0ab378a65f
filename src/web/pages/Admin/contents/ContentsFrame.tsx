import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { Pagination } from '../../../components/question/Pagination.tsx';
import { pageFrom } from '../../../components/question/query-links.ts';
import { SortTabs } from '../../../components/question/SortTabs.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { useTypedQuery } from '../../../hooks/useTypedQuery.ts';
import '../../../components/question/question.css';
import './contents.css';

export type ContentStatus = 'available' | 'closed' | 'deleted' | 'pending';

/** The list's filters as the URL holds them: status (first one by default), page and search text. */
export function useContentFilters<Status extends ContentStatus>(statuses: readonly Status[]) {
  const [search] = useSearchParams();
  const status = statuses.find((name) => name === search.get('status')) ?? statuses[0]!;
  const query = useTypedQuery('query');
  return { status, page: pageFrom(search), query };
}

interface ContentsFrameProps<Status extends ContentStatus> {
  heading: MessageKey;
  statuses: readonly Status[];
  current: Status;
  query: ReturnType<typeof useTypedQuery>;
  searchHint: MessageKey;
  /** the number of posts that match, once loaded */
  count: number | null;
  pageSize: number;
  children: ReactNode;
}

/** An admin content list: heading, status tabs, search box, the table and its pages. */
export function ContentsFrame<Status extends ContentStatus>(props: ContentsFrameProps<Status>) {
  const t = useMessage();
  const { heading, statuses, current, query, searchHint, count, pageSize, children } = props;
  return (
    <section className="admin-contents" aria-labelledby="admin-contents-heading">
      <h1 id="admin-contents-heading">{t(heading)}</h1>
      <div className="admin-contents-toolbar">
        <SortTabs
          sorts={statuses}
          current={current}
          parameter="status"
          label="admin_contents.status_label"
          nameOf={(status) => `admin_contents.status.${status}`}
        />
        <div className="admin-contents-search">
          <label htmlFor="admin-contents-search">{t('admin_contents.search_label')}</label>
          <input
            id="admin-contents-search"
            type="search"
            value={query.typed}
            aria-describedby="admin-contents-search-hint"
            onChange={(event) => query.setTyped(event.target.value)}
          />
          <span id="admin-contents-search-hint" className="admin-contents-hint">
            {t(searchHint)}
          </span>
        </div>
      </div>
      {count !== null && (
        <p className="admin-contents-count" aria-live="polite">
          {t('admin_contents.count', { count })}
        </p>
      )}
      {children}
      {count !== null && <Pagination count={count} pageSize={pageSize} />}
    </section>
  );
}
