import { useCallback, useRef, useState } from 'react';
import { peekLoad, prefetchedAnswersAreStale } from '../../shared/api/prefetched-calls.ts';

/**
 * A data hook's first value, when the server already answered its loader's calls (a server-rendered
 * page), and whether the hook's first load is still needed: not for a visitor, who sees what the server
 * saw; yes for a signed-in reader, whose own state the visitor's answers lack.
 */
export function useAnsweredAhead<T>(load: (signal: AbortSignal) => PromiseLike<T>) {
  const [ahead] = useState(() => peekLoad(load));
  const skipFirstLoad = useRef(ahead !== null && !prefetchedAnswersAreStale());
  /** Called by the hook's loading effect: true once, when that first load is to be skipped. */
  const takeSkip = useCallback(() => {
    const skip = skipFirstLoad.current;
    skipFirstLoad.current = false;
    return skip;
  }, []);
  return { ahead, takeSkip };
}
