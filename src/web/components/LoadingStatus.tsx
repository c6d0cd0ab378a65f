import { useSkeletonDelay } from '../hooks/useSkeletonDelay.ts';
import { Message } from './Message.tsx';

/** A polite "Loading…" that appears only when loading is slow. */
export function LoadingStatus() {
  const delayed = useSkeletonDelay();
  return <p role="status">{delayed && <Message id="layout.loading" />}</p>;
}
