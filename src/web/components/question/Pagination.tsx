import { Link, useSearchParams } from 'react-router-dom';
import { useMessage } from '../../hooks/useMessage.ts';
import { Message } from '../Message.tsx';
import { pageFrom, withQuery } from './query-links.ts';

/** Pages shown on each side of the current one before the list skips to the first or last. */
const around = 2;

function shownPages(current: number, last: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= around;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

interface PaginationProps {
  count: number;
  pageSize: number;
  /** the URL parameter holding the page number */
  parameter?: string;
}

/** Links to the pages of a list; the page lives in the URL so a link keeps it. */
export function Pagination({ count, pageSize, parameter = 'page' }: PaginationProps) {
  const [search] = useSearchParams();
  const message = useMessage();
  const last = Math.max(1, Math.ceil(count / pageSize));
  if (last === 1) return null;
  const current = Math.min(pageFrom(search, parameter), last);
  const linkTo = (page: number) => withQuery(search, { [parameter]: page === 1 ? null : String(page) });
  return (
    <nav aria-label={message('questions_ui.pagination.label')}>
      <ul className="pagination">
        {current > 1 && (
          <li>
            <Link to={linkTo(current - 1)} rel="prev">
              <Message id="questions_ui.pagination.previous" />
            </Link>
          </li>
        )}
        {shownPages(current, last).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={page}>
              <Link
                to={linkTo(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={message('questions_ui.pagination.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link to={linkTo(current + 1)} rel="next">
              <Message id="questions_ui.pagination.next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
