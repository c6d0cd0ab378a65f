import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pathOfPage } from '../app/paths.ts';
import { refreshReviewQueues, reviewQueuesStore } from '../app/review-count.ts';
import { useSession } from '../app/session.ts';
import { useMessage } from '../hooks/useMessage.ts';

const reviewPath = pathOfPage('Review/Queue');

/**
 * The header's link to /review with the number of items waiting, for those who may review something
 * (GET reviewing/type, asked again on every page the person opens).
 */
export function ReviewBadge() {
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
    <Link to={reviewPath} className="header-review-link" aria-label={t('review.badge', { count: waiting })}>
      {t('review.title')}
      {waiting > 0 && (
        <span className="header-review-count" aria-hidden="true">
          {waiting}
        </span>
      )}
    </Link>
  );
}
