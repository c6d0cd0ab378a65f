import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the value of the latest render, for effects and callbacks that must run on
 * some change only (a key, a timer) but read everything else as it is now. Layout effects run before
 * effects, so an effect of the same render already sees the new value.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
