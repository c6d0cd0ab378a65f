import { Link, useSearchParams } from 'react-router-dom';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { Message } from '../Message.tsx';
import { withQuery } from './query-links.ts';
import { TabStrip } from './TabStrip.tsx';

interface SortTabsProps<Sort extends string> {
  sorts: readonly Sort[];
  current: Sort;
  /** the URL parameter holding the sort */
  parameter: string;
  label: MessageKey;
  nameOf(sort: Sort): MessageKey;
}

/** Links to the orders of a list; the order lives in the URL and a new order starts at page 1. */
export function SortTabs<Sort extends string>({ sorts, current, parameter, label, nameOf }: SortTabsProps<Sort>) {
  const [search] = useSearchParams();
  const message = useMessage();
  return (
    <TabStrip label={message(label)} current={current}>
      {sorts.map((sort) => (
        <li key={sort}>
          <Link
            to={withQuery(search, { [parameter]: sort === sorts[0] ? null : sort, page: null })}
            aria-current={sort === current ? 'page' : undefined}
            preventScrollReset
          >
            <Message id={nameOf(sort)} />
          </Link>
        </li>
      ))}
    </TabStrip>
  );
}
