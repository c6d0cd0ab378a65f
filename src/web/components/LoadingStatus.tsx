import { useSkeletonDelay } from '../hooks/useSkeletonDelay.ts';
import { Message } from './Message.tsx';

/**
 * A page's placeholder while it loads: after the delay of product spec §9 a grey outline of a heading
 * and text (read out as "Loading…"); fast loads never flash it.
 */
export function LoadingStatus() {
  const delayed = useSkeletonDelay();
  return (
    <div role="status" className="page-skeleton">
      {delayed && (
        <>
          <span className="visually-hidden">
            <Message id="layout.loading" />
          </span>
          <div className="skeleton skeleton-heading" aria-hidden="true" />
          <div className="skeleton skeleton-line" aria-hidden="true" />
          <div className="skeleton skeleton-line" aria-hidden="true" />
          <div className="skeleton skeleton-line skeleton-line-short" aria-hidden="true" />
        </>
      )}
    </div>
  );
}
