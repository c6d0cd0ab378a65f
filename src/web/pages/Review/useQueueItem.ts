import { useCallback, useEffect, useState } from 'react';
import { refreshReviewQueues } from '../../app/review-count.ts';

export interface QueuePage<T> {
  count: number;
  list: T[];
}

export type QueueState<T> = { status: 'loading' } | { status: 'loaded'; page: QueuePage<T> } | { status: 'failed' };

/**
 * One item of a review queue (a page of size 1): loads page `page` and again after each review, when
 * the reviewed item has left the queue and the next one takes its place; the header's count follows.
 */
export function useQueueItem<T>(load: (page: number, signal: AbortSignal) => Promise<QueuePage<T>>) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<QueueState<T>>({ status: 'loading' });
  const [initialLoad] = useState(() => load);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    initialLoad(page, controller.signal).then(
      (loaded) => {
        // a skip past the end starts over at the first item
        if (loaded.list.length === 0 && page > 1) setPage(1);
        else setState({ status: 'loaded', page: loaded });
      },
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [initialLoad, page, version]);
  const reviewed = useCallback(() => {
    setVersion((value) => value + 1);
    void refreshReviewQueues();
  }, []);
  const skip = useCallback(() => setPage((value) => value + 1), []);
  return { page, state, reviewed, skip };
}
