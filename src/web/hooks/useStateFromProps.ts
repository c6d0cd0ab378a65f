import { useCallback, useState } from 'react';

function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * State a control starts from its props and changes itself (a vote, a follow), started again whenever
 * the props bring other values: a server-rendered page shows the visitor's state first, then the
 * signed-in reader's own arrives in new props, and must be seen.
 */
export function useStateFromProps<T extends object>(incoming: T): [T, (shown: T) => void] {
  const [held, setHeld] = useState({ incoming, shown: incoming });
  let current = held;
  if (!sameFields(held.incoming, incoming)) {
    current = { incoming, shown: incoming };
    setHeld(current);
  }
  const show = useCallback((shown: T) => setHeld((previous) => ({ ...previous, shown })), []);
  return [current.shown, show];
}
