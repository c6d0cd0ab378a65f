import { useEffect, useState } from 'react';

let renderedAt: number | null = null;

/**
 * Sets the time a server-rendered page was drawn at (Unix seconds), or null once it has hydrated: until
 * then relative times are counted from it, so the browser's first render says what the server's did.
 */
export function setRenderClock(seconds: number | null): void {
  renderedAt = seconds;
}

/** "Now" in Unix seconds: the render clock's time first when there is one, the browser's from mount on. */
export function useNow(): number {
  const [fromClock] = useState(renderedAt);
  const [now, setNow] = useState(() => fromClock ?? Date.now() / 1000);
  useEffect(() => {
    if (fromClock !== null) setNow(Date.now() / 1000);
  }, [fromClock]);
  return now;
}
