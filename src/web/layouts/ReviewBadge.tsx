import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { pathOfPage } from '../app/paths.ts';
import { refreshReviewQueues, reviewQueuesStore } from '../app/review-count.ts';
import { useSession } from '../app/session.ts';
import { useMessage } from '../hooks/useMessage.ts';
import { NavItem } from './NavItem.tsx';

const reviewPath = pathOfPage('Review/Queue');

/**
 * The navigation's link to /review with the number of items waiting, for those who may review something
 * (GET reviewing/type, asked again on every page the person opens).
 */
export function ReviewBadge({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const t = useMessage();
  const { kind } = useSession();
  const { pathname } = useLocation();
  const queues = useSyncExternalStore(reviewQueuesStore.subscribe, reviewQueuesStore.get, () => null);
  // only activated people in good standing may review (x-auth activated)
  const activated = kind === 'user' || kind === 'moderator' || kind === 'admin';
  useEffect(() => {
    if (activated) void refreshReviewQueues();
  }, [activated, pathname]);
  if (!activated || !queues || queues.length === 0) return null;
  const waiting = queues.reduce((sum, queue) => sum + queue.todo_amount, 0);
  return (
    <NavItem
      to={reviewPath}
      icon={ClipboardCheck}
      onNavigate={onNavigate}
      label={t('review.badge', { count: waiting })}
    >
      {t('site_nav.review')}
      {waiting > 0 && (
        <span className="nav-count" aria-hidden="true">
          {waiting}
        </span>
      )}
    </NavItem>
  );
}
