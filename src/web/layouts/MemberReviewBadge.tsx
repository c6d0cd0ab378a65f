import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { pathOfPage } from '../app/paths.ts';
import { refreshReviewQueues, reviewQueuesStore } from '../app/review-count.ts';
import { useMessage } from '../hooks/useMessage.ts';
import { NavItem } from './NavItem.tsx';

const reviewPath = pathOfPage('Review/Queue');

export interface ReviewBadgeProps {
  onNavigate?: (() => void) | undefined;
}

/**
 * The navigation's link to /review with the number of items waiting, for an activated member who may review
 * something (GET reviewing/type, asked again on every page the person opens).
 */
export function MemberReviewBadge({ onNavigate }: ReviewBadgeProps) {
  const t = useMessage();
  const { pathname } = useLocation();
  const queues = useSyncExternalStore(reviewQueuesStore.subscribe, reviewQueuesStore.get, () => null);
  useEffect(() => {
    void refreshReviewQueues();
  }, [pathname]);
  if (!queues || queues.length === 0) return null;
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
