import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAnsweredAhead } from './useAnsweredAhead.ts';

export type ApiData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * Loads data for the component and aborts the call when the component goes away: once, or again whenever
 * `key` changes (what the load asks for changed; until the new answer comes, the last one stays, so what is
 * on screen does not blink out meanwhile). A failed call has already been shown to the person by the API
 * client's hooks (toast, dialog or error page); the component only needs to know.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): ApiData<T> {
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
