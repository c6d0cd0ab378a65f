import { useEffect, useState } from 'react';
import { useAnsweredAhead } from './useAnsweredAhead.ts';

export type ApiData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * Loads data once for the component and aborts the call when the component goes away. A failed
 * call has already been shown to the person by the API client's hooks (toast, dialog or error
 * page); the component only needs to know.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const { ahead, takeSkip } = useAnsweredAhead(load);
  const [state, setState] = useState<ApiData<T>>(
    ahead ? { status: 'loaded', data: ahead.value } : { status: 'loading' },
  );
  // The loader is read on mount only: a page loads its data once.
  const [initialLoad] = useState(() => load);
  useEffect(() => {
    if (takeSkip()) return;
    const controller = new AbortController();
    initialLoad(controller.signal).then(
      (data) => setState({ status: 'loaded', data }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [initialLoad, takeSkip]);
  return state;
}
