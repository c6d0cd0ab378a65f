import { generatePath, Link } from 'react-router-dom';
import Bell from 'lucide-react/icons/bell';
import { routeOf } from '../app/paths.ts';
import { useNotificationCounts } from '../app/notification-status.ts';
import { useMessage } from '../hooks/useMessage.ts';
import './notification-bell.css';

const notificationsRoute = routeOf('/users/notifications/:type/:subType?');

/** The header's bell of an activated member: a link to the inbox with the number of new items. */
export function MemberBell() {
  const counts = useNotificationCounts();
  const message = useMessage();
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
