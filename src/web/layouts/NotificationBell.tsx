import { generatePath, Link } from 'react-router-dom';
import Bell from 'lucide-react/icons/bell';
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
      className="header-icon-button notification-bell"
      aria-label={
        unseen > 0 ? message('notification.ui.bell', { count: unseen }) : message('notification.ui.bell_none')
      }
    >
      <Bell aria-hidden size={20} />
      {unseen > 0 && (
        <span className="notification-badge" data-testid="notification-badge">
          {unseen > 99 ? '99+' : unseen}
        </span>
      )}
    </Link>
  );
}
