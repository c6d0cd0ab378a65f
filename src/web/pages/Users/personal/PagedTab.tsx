import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { constants } from '../../../../../generated/constants.ts';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { Pagination } from '../../../components/question/Pagination.tsx';
import { pageFrom } from '../../../components/question/query-links.ts';
import { SortTabs } from '../../../components/question/SortTabs.tsx';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import type { PersonalTab } from './tabs.ts';

export type PersonalOrder = (typeof constants.user_pages.orders)[number];
const orders = constants.user_pages.orders;
const orderName = (order: PersonalOrder): MessageKey => `users_ui.order.${order}`;
export const pageSize = constants.user_pages.page_size;

/** The window of a tab's list the address asks for: its page and, for the tabs that take one, its order. */
export interface TabWindow {
  page: number;
  page_size: number;
  order: PersonalOrder;
}

export function tabWindow(search: URLSearchParams, ordered: boolean | undefined): TabWindow {
  const order = (ordered && orders.find((candidate) => candidate === search.get('order'))) || orders[0];
  return { page: pageFrom(search), page_size: pageSize, order };
}

interface PagedTabProps<Item> {
  /** the tab shown, whose empty list says what would appear in it */
  tab: Exclude<PersonalTab, 'overview'>;
  /** what the list is (tab and person), so another list loads afresh */
  listKey: string;
  /** whether the list takes an order (questions and answers) */
  ordered?: boolean;
  load(range: TabWindow, signal: AbortSignal): Promise<{ count: number; list: Item[] }>;
  render(items: Item[]): ReactNode;
}

/** A tab's list: its order and page in the URL, the count, the rows and the pages. */
export function PagedTab<Item>({ tab, listKey, ordered, load, render }: PagedTabProps<Item>) {
  const [search] = useSearchParams();
  const range = tabWindow(search, ordered);
  const { page, order } = range;
  const data = useQueryData(JSON.stringify([listKey, page, order]), (signal) => load(range, signal));
  return (
    <div className="personal-tab">
      <div className="question-list-toolbar">
        <p className="question-list-count" aria-live="polite">
          {data.status === 'loaded' && <Message id="users_ui.list.count" values={{ count: data.data.count }} />}
        </p>
        {ordered && (
          <SortTabs
            sorts={orders}
            current={order}
            parameter="order"
            label="users_ui.list.sort_label"
            nameOf={orderName}
          />
        )}
      </div>
      {data.status === 'loading' && <LoadingStatus />}
      {data.status === 'loaded' &&
        (data.data.list.length === 0 ? (
          <EmptyState message={`empty_state.personal.${tab}`} />
        ) : (
          <>
            {render(data.data.list)}
            <Pagination count={data.data.count} pageSize={pageSize} />
          </>
        ))}
    </div>
  );
}
