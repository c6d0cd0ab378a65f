import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiData } from './useApiData.ts';
import { useAnsweredAhead } from './useAnsweredAhead.ts';

/**
 * Like useApiData, and loads again whenever `key` changes (what the load asks for changed). Until the new
 * answer comes, the last one stays, so what is on screen does not blink out meanwhile.
 */
export function useKeyedApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const { ahead, takeSkip } = useAnsweredAhead(load);
  const [state, setState] = useState<ApiData<T>>(
    ahead ? { status: 'loaded', data: ahead.value } : { status: 'loading' },
  );
  // the load of the latest render, read by the effect that the key (and nothing else) starts
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    if (takeSkip()) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => setState({ status: 'loaded', data }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [key, takeSkip]);
  return state;
}
