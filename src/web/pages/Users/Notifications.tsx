import { useEffect, useState } from 'react';
import { generatePath, Link, useParams, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { refreshNotificationStatus } from '../../app/notification-status.ts';
import { homePath, routeOf } from '../../app/paths.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { Pagination } from '../../components/question/Pagination.tsx';
import { pageFrom } from '../../components/question/query-links.ts';
import { RelativeTime } from '../../components/question/RelativeTime.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import '../../components/question/question.css';
import './notifications.css';

type Item = DataOf<'getNotificationPage'>['list'][number];
type ListType = (typeof constants.notification.types)[number];
type Filter = (typeof constants.sorts.notification_types)[number];

const route = routeOf('/users/notifications/:type/:subType?');
const pathOf = (type: ListType, filter?: Filter) =>
  generatePath(route.path, { type, subType: filter && filter !== 'all' ? filter : null });

function NotificationRow({ item, onRead }: { item: Item; onRead(id: string): void }) {
  const { permalink } = useSiteInfo().site_seo;
  const { object_info: object } = item;
  const href = questionPath(
    permalink,
    { id: object.object_map.question, title: object.title },
    object.object_map.answer || undefined,
  );
  const actor = item.user_info ? item.user_info.display_name || item.user_info.username : null;
  return (
    <li className={item.is_read ? 'notification-item' : 'notification-item notification-unread'}>
      <p className="notification-line">
        {item.action_key === 'reputation' ? (
          <span className={item.rank >= 0 ? 'notification-rank' : 'notification-rank notification-rank-down'}>
            {item.rank > 0 ? `+${item.rank}` : item.rank}
          </span>
        ) : (
          <>
            {actor && <strong>{actor}</strong>} {item.notification_action}
          </>
        )}{' '}
        <Link to={href} onClick={() => item.is_read || onRead(item.id)}>
          {object.title}
        </Link>
      </p>
      <p className="notification-meta">
        <RelativeTime seconds={item.update_time} />
        {!item.is_read && (
          <>
            {' · '}
            <span className="notification-unread-label">
              <Message id="notification.ui.unread" />
            </span>{' '}
            <button type="button" className="notification-read-button" onClick={() => onRead(item.id)}>
              <Message id="notification.ui.mark_read" />
            </button>
          </>
        )}
      </p>
    </li>
  );
}

/** /users/notifications/:type/:subType?: the inbox (filtered by kind) or the achievements, newest first. */
export default function Notifications() {
  const params = useParams();
  const [search] = useSearchParams();
  const message = useMessage();
  const type: ListType = params.type === 'achievement' ? 'achievement' : 'inbox';
  const filter: Filter = constants.sorts.notification_types.find((name) => name === params.subType) ?? 'all';
  const page = pageFrom(search);
  const pageSize = constants.notification.page_size;
  const key = `${type}:${filter}:${page}`;
  const list = useQueryData(key, (signal) =>
    api.getNotificationPage({ query: { type, inbox_type: filter, page, page_size: pageSize } }, { signal }),
  );
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());

  // seeing the list clears its badge (the items stay unread until read)
  useEffect(() => {
    void api.clearNotificationBadge({ body: { type } }).then(refreshNotificationStatus, () => undefined);
  }, [type]);

  const markRead = (id: string) => {
    setRead((current) => new Set([...current, id]));
    void api.readNotification({ body: { id } }).then(refreshNotificationStatus, () => undefined);
  };
  const markAllRead = async () => {
    await api.readAllNotifications({ body: { type } });
    await refreshNotificationStatus();
    list.reload();
  };

  return (
    <div className="notifications-page">
      <h1>
        <Message id="notification.ui.title" />
      </h1>
      <nav aria-label={message('notification.ui.lists')}>
        <ul className="sort-tabs">
          {constants.notification.types.map((name) => (
            <li key={name}>
              <Link to={pathOf(name)} aria-current={name === type ? 'page' : undefined}>
                <Message id={`notification.ui.${name}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="notifications-toolbar">
        {type === 'inbox' ? (
          <nav aria-label={message('notification.ui.filters')}>
            <ul className="sort-tabs">
              {constants.sorts.notification_types.map((name) => (
                <li key={name}>
                  <Link to={pathOf('inbox', name)} aria-current={name === filter ? 'page' : undefined}>
                    <Message id={`notification.ui.filter.${name}`} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span />
        )}
        <button type="button" className="button" onClick={() => void markAllRead()}>
          <Message id="notification.ui.mark_all_read" />
        </button>
      </div>
      {list.status === 'loading' && <LoadingStatus />}
      {list.status === 'loaded' &&
        (list.data.list.length === 0 ? (
          <EmptyState message="notification.ui.empty" next="empty_state.notifications">
            <Link to={homePath} className="button">
              <Message id="empty_state.browse_questions" />
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="notification-list">
              {list.data.list.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={read.has(item.id) ? { ...item, is_read: true } : item}
                  onRead={markRead}
                />
              ))}
            </ul>
            <Pagination count={list.data.count} pageSize={pageSize} />
          </>
        ))}
    </div>
  );
}
