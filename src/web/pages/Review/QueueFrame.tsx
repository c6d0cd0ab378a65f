import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import type { QueueState } from './useQueueItem.ts';

interface QueueFrameProps<T> {
  page: number;
  state: QueueState<T>;
  onSkip(): void;
  children(item: T): ReactNode;
}

/** What every queue shows around its item: loading, "nothing waits", the position and a skip button. */
export function QueueFrame<T>({ page, state, onSkip, children }: QueueFrameProps<T>) {
  const t = useMessage();
  if (state.status === 'loading') return <LoadingStatus />;
  if (state.status === 'failed') return null;
  const [item] = state.page.list;
  if (!item) return <EmptyState message="review.empty" next="empty_state.review" />;
  return (
    <div className="review-item">
      <div className="review-position">
        <span>{t('review.position', { index: page, count: state.page.count })}</span>
        {state.page.count > 1 && (
          <button type="button" className="button" onClick={onSkip}>
            {t('review.skip')}
          </button>
        )}
      </div>
      {children(item)}
    </div>
  );
}
