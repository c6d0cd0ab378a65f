import { useEffect, useState } from 'react';
import type { ApiData } from '../../hooks/useApiData.ts';
import { useAnsweredAhead } from '../../hooks/useAnsweredAhead.ts';
import { useLatest } from '../../hooks/useLatest.ts';

/**
 * Loads data for the current key (a list's URL query, a question id) and again whenever the key
 * changes, aborting the call for the previous key. `reload` fetches the current key once more.
 * Failed calls were already shown to the person by the API client's hooks.
 */
export function useQueryData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): ApiData<T> & { reload(): void } {
  const { ahead, takeSkip } = useAnsweredAhead(load);
  const [state, setState] = useState<{ key: string; data: ApiData<T> }>({
    key,
    data: ahead ? { status: 'loaded', data: ahead.value } : { status: 'loading' },
  });
  const [round, setRound] = useState(0);
  // The loader is a new function at each render; the key says when to load.
  const latestLoad = useLatest(load);
  useEffect(() => {
    if (takeSkip()) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data: { status: 'loaded', data } }),
      () => !controller.signal.aborted && setState({ key, data: { status: 'failed' } }),
    );
    return () => controller.abort();
  }, [key, round, latestLoad, takeSkip]);
  // Data of an earlier key is never shown as the current key's.
  const data: ApiData<T> = state.key === key ? state.data : { status: 'loading' };
  return { ...data, reload: () => setRound((value) => value + 1) };
}
