import { useCallback, useEffect, useRef, useState } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import { api } from '../../../app/api-client.ts';

/**
 * Answers and comments other people added to the question since the page showed it, polled every
 * timing.notification_poll_ms while the tab is visible (one GET of two counts on the question's rows
 * per poll and viewer). `caughtUp` starts counting again from the last poll, after the page re-read.
 */
export function useQuestionUpdates(questionId: string): { count: number; caughtUp(): void } {
  const since = useRef<number | null>(null);
  const lastNow = useRef(0);
  const [count, setCount] = useState(0);

  useEffect(() => {
    since.current = null;
    setCount(0);
    let timer = 0;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const updates = await api.getQuestionUpdates(
          { query: { question_id: questionId, since: since.current ?? 0 } },
          { signal: controller.signal, passThroughErrors: true, ignore50X: true, allow404: false },
        );
        lastNow.current = updates.now;
        // the first answer only sets the moment to count from
        if (since.current === null) since.current = updates.now;
        else setCount(updates.answers + updates.comments);
      } catch {
        // a missed poll is not worth a message; the next one tries again
      }
    };
    const start = () => {
      window.clearInterval(timer);
      if (document.visibilityState !== 'visible') return;
      void poll();
      timer = window.setInterval(() => void poll(), constants.timing.notification_poll_ms);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [questionId]);

  const caughtUp = useCallback(() => {
    since.current = lastNow.current;
    setCount(0);
  }, []);
  return { count, caughtUp };
}
