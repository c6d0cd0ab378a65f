import { useSkeletonDelay } from '../../hooks/useSkeletonDelay.ts';
import { Message } from '../Message.tsx';

const rows = 5;

/** Grey rows in place of the list, shown only once loading has taken long enough to notice. */
export function ListSkeleton() {
  const delayed = useSkeletonDelay();
  return (
    <div role="status" className="list-skeleton">
      {delayed && (
        <>
          <span className="visually-hidden">
            <Message id="layout.loading" />
          </span>
          {Array.from({ length: rows }, (_, index) => (
            <div key={index} className="skeleton list-skeleton-row" aria-hidden="true" />
          ))}
        </>
      )}
    </div>
  );
}
