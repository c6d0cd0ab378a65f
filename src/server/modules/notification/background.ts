import { constants } from '../../../../generated/constants.ts';
import type { JobContext } from './job-context.ts';
import { runDigest } from './digest.ts';
import { sendDueMails } from './outbox-worker.ts';

export interface BackgroundJobs {
  /** waits for the tick in progress, then runs no more */
  stop(): Promise<void>;
}

/**
 * Every outbox.poll_ms: sends the mails due and runs the digest when it is due. Ticks never overlap in
 * one process; other processes are kept apart by the claims in the database (outbox-worker.ts, digest.ts).
 * A failed tick is logged and the next one tries again.
 */
export function startNotificationJobs(context: () => JobContext): BackgroundJobs {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    const jobs = context();
    try {
      while ((await sendDueMails(jobs)) === constants.notification.outbox.batch_size && !stopped);
      await runDigest(jobs);
    } catch (error) {
      jobs.log.error({ err: error }, 'notification jobs failed; trying again at the next tick');
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick().finally(() => {
      running = null;
    });
  }, constants.notification.outbox.poll_ms);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
