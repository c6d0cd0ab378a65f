import { useEffect, useState } from 'react';
import { constants } from '../../../generated/constants.ts';

/**
 * `value` once it has stayed the same for `delayMs`: searches that follow typing ask the server
 * after a pause, not at every key. The first value is answered at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = constants.timing.typing_search_debounce_ms): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
