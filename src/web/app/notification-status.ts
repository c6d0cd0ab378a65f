import { useEffect } from 'react';
import { constants } from '../../../generated/constants.ts';
import type { DataOf } from '../../../generated/operations.ts';
import { api } from './api-client.ts';
import { createExternalStore, useExternalStore } from './external-store.ts';

export type NotificationCounts = DataOf<'getNotificationStatus'>;

const store = createExternalStore<NotificationCounts | null>(null);

/** Asks for the badge counts now (after the person cleared or read something, or the tab came back). */
export async function refreshNotificationStatus(): Promise<void> {
  try {
    store.set(await api.getNotificationStatus({}, { passThroughErrors: true, ignore50X: true }));
  } catch {
    // a missed poll is not worth a message; the next one tries again
  }
}

/**
 * The badge counts, polled every timing.notification_poll_ms while the member's bell is shown (an activated
 * person is signed in: MemberBell.tsx) and the tab is visible; a hidden tab asks nothing, and asks at once when shown again.
 * One GET of two indexed counts per poll: 20 small requests a minute per open, visible tab.
 */
export function useNotificationCounts(): NotificationCounts | null {
  useEffect(() => {
    let timer = 0;
    const start = () => {
      window.clearInterval(timer);
      if (document.visibilityState !== 'visible') return;
      void refreshNotificationStatus();
      timer = window.setInterval(() => void refreshNotificationStatus(), constants.timing.notification_poll_ms);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
      // the counts were this member's: the next one (or a visitor) starts from none
      store.set(null);
    };
  }, []);
  return useExternalStore(store);
}
