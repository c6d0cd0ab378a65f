import { useEffect, useState } from 'react';
import { constants } from '../../../generated/constants.ts';

/** True once loading has taken long enough to show; fast loads then never flash a loading state. */
export function useSkeletonDelay(): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), constants.timing.skeleton_delay_ms);
    return () => window.clearTimeout(timer);
  }, []);
  return elapsed;
}
