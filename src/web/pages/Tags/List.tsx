import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { usePageData, type PageLoader } from '../../app/page-data.ts';
import { askPath, pathOfPage } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Message } from '../../components/Message.tsx';
import { Pagination } from '../../components/question/Pagination.tsx';
import { pageFrom } from '../../components/question/query-links.ts';
import { SortTabs } from '../../components/question/SortTabs.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { useTypedQuery } from '../../hooks/useTypedQuery.ts';
import { TagCard } from './TagCard.tsx';
import '../../components/question/question.css';
import './tags.css';

type TagSort = (typeof constants.sorts.tags)[number];

const sorts = constants.sorts.tags;
const pageSize = constants.pagination.default_page_size;
const sortName = (sort: TagSort): MessageKey => `tags_ui.sort.${sort}`;
const filterParameter = 'q';
const sortFrom = (search: URLSearchParams): TagSort => sorts.find((name) => name === search.get('sort')) ?? sorts[0];

export const loader = (({ url, api, signal }) => {
  const search = url.searchParams;
  const query = {
    query_cond: sortFrom(search),
    page: pageFrom(search),
    page_size: pageSize,
    slug_name: search.get(filterParameter) || undefined,
  };
  return api.getTagPage({ query }, { signal });
}) satisfies PageLoader<unknown>;

/** /tags: every main tag, sorted, filtered by what is typed, a page at a time; sort, filter and page live in the URL. */
export default function TagList() {
  const t = useMessage();
  const [search] = useSearchParams();
  const sort = sortFrom(search);
  const filter = useTypedQuery(filterParameter);
  const { kind } = useSession();
  const staff = kind === 'admin' || kind === 'moderator';
  const tags = usePageData<typeof loader>();
  return (
    <section className="tags-page" aria-labelledby="tags-heading">
      <header className="tags-header">
        <h1 id="tags-heading">{t('tags_ui.list.title')}</h1>
        {staff && (
          <Link to={pathOfPage('Tags/Create')} className="button button-primary">
            {t('tags_ui.list.create')}
          </Link>
        )}
      </header>
      <div className="tags-toolbar">
        <label className="tags-filter">
          <span>{t('tags_ui.list.filter')}</span>
          <input type="search" value={filter.typed} onChange={(event) => filter.setTyped(event.target.value)} />
        </label>
        <SortTabs sorts={sorts} current={sort} parameter="sort" label="tags_ui.sort.label" nameOf={sortName} />
      </div>
      {tags.list.length === 0 ? (
        filter.inUrl ? (
          <EmptyState message="tags_ui.list.empty" next="empty_state.tags_filtered" />
        ) : (
          <EmptyState message="empty_state.tags_none">
            <Link to={askPath} className="button button-primary">
              <Message id="questions_ui.list.ask" />
            </Link>
          </EmptyState>
        )
      ) : (
        <>
          <ul className="tag-grid">
            {tags.list.map((tag) => (
              <TagCard key={tag.tag_id} tag={tag} />
            ))}
          </ul>
          <Pagination count={tags.count} pageSize={pageSize} />
        </>
      )}
      <p className="tags-count">
        <Message id="tags_ui.list.count" values={{ count: tags.count }} />
      </p>
    </section>
  );
}
