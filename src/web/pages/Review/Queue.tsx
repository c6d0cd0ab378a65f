import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refreshReviewQueues, reviewQueuesStore, type ReviewQueues } from '../../app/review-count.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { FlaggedPosts } from './FlaggedPosts.tsx';
import { PendingPosts } from './PendingPosts.tsx';
import { SuggestedEdits } from './SuggestedEdits.tsx';
import './review.css';

type QueueName = ReviewQueues[number]['name'];

const queueViews: Record<QueueName, ComponentType> = {
  queued_post: PendingPosts,
  flagged_post: FlaggedPosts,
  suggested_post_edit: SuggestedEdits,
};

/**
 * /review: the queues the person may work on (GET reviewing/type), each with what waits in it, and the
 * chosen queue's current item. Someone who may review nothing is told there is nothing for them.
 */
export default function Queue() {
  const t = useMessage();
  const [search] = useSearchParams();
  const queues = useSyncExternalStore(reviewQueuesStore.subscribe, reviewQueuesStore.get, () => null);
  useEffect(() => {
    void refreshReviewQueues();
  }, []);
  const offered = (queues ?? []).filter((queue) => queue.name in queueViews);
  // without a choice, the first queue where something waits
  const chosen =
    offered.find((queue) => queue.name === search.get('type')) ??
    offered.find((queue) => queue.todo_amount > 0) ??
    offered[0];
  const View = chosen ? queueViews[chosen.name] : undefined;
  return (
    <section className="review-page" aria-labelledby="review-heading">
      <h1 id="review-heading">{t('review.heading')}</h1>
      {queues === null && <LoadingStatus />}
      {offered.length > 0 && (
        <nav aria-label={t('review.queues')}>
          <ul className="review-tabs">
            {offered.map((queue) => (
              <li key={queue.name}>
                <Link
                  to={`?type=${queue.name}`}
                  aria-current={queue.name === chosen?.name ? 'page' : undefined}
                  className="review-tab"
                >
                  {queue.label} <span className="review-tab-count">{queue.todo_amount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {queues !== null && !View && <EmptyState message="review.empty" next="empty_state.review" />}
      {View && <View key={chosen?.name} />}
    </section>
  );
}
