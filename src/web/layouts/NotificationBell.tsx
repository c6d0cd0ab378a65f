import { generatePath, Link } from 'react-router-dom';
import { routeOf } from '../app/paths.ts';
import { useNotificationCounts } from '../app/notification-status.ts';
import { useSession } from '../app/session.ts';
import { useMessage } from '../hooks/useMessage.ts';
import './notification-bell.css';

const notificationsRoute = routeOf('/users/notifications/:type/:subType?');
const ACTIVATED = new Set(['user', 'moderator', 'admin']);

/** The header's bell: a link to the inbox with the number of new items, for activated people. */
export function NotificationBell() {
  const { kind } = useSession();
  const active = ACTIVATED.has(kind);
  const counts = useNotificationCounts(active);
  const message = useMessage();
  if (!active) return null;
  const unseen = (counts?.inbox ?? 0) + (counts?.achievement ?? 0);
  const type = counts && counts.inbox === 0 && counts.achievement > 0 ? 'achievement' : 'inbox';
  return (
    <Link
      to={generatePath(notificationsRoute.path, { type, subType: null })}
      className="notification-bell"
      aria-label={
        unseen > 0 ? message('notification.ui.bell', { count: unseen }) : message('notification.ui.bell_none')
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unseen > 0 && (
        <span className="notification-badge" data-testid="notification-badge">
          {unseen > 99 ? '99+' : unseen}
        </span>
      )}
    </Link>
  );
}
