import { setTimeout as sleep } from 'node:timers/promises';
import { constants } from '../../../../generated/constants.ts';
import { countHit, counterKey, takeBackHit } from '../../db/rate-counters.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

const rules = constants.login_throttle;
const WINDOW_SECONDS = rules.window_minutes * 60;

/** One counted login attempt: whether it needs a captcha, and how to take it back once it succeeded. */
export interface LoginAttempt {
  captchaRequired: boolean;
  succeeded(): Promise<void>;
}

/** How long the attempt with this number (per account, this window) waits before its password is checked. */
export function delayBeforeAttempt(attempt: number): number {
  const over = attempt - rules.delay_after_failures - 1;
  return over < 0 ? 0 : Math.min(rules.delay_max_ms, rules.delay_base_ms * 2 ** over);
}

/**
 * Counts a login attempt before its password is checked, so attempts at the same moment cannot all
 * pass a limit that each saw unreached. A client over its limit is refused; an account's attempts
 * slow down and then need a captcha, but are never refused. Accounts are counted whether or not
 * they exist, so none of this tells who has an account.
 */
export async function startLoginAttempt(context: HandlerContext, email: string): Promise<LoginAttempt> {
  const { db } = context.services;
  const clientKey = counterKey('login.client', context.client.ip);
  if ((await countHit(db, clientKey, WINDOW_SECONDS)) > rules.max_failures_per_address) {
    throw AppError.badRequest('error.user.too_many_login_failures', 'toast', { minutes: rules.window_minutes });
  }
  const accountKey = counterKey('login.account', email.trim().toLowerCase());
  const attempt = await countHit(db, accountKey, WINDOW_SECONDS);
  await sleep(delayBeforeAttempt(attempt));
  const { loginAfterFailures } = await context.services.captcha.thresholds();
  return {
    captchaRequired: attempt > loginAfterFailures,
    async succeeded() {
      // Only this attempt is taken back: failures other clients caused stay counted.
      await takeBackHit(db, clientKey);
      await takeBackHit(db, accountKey);
    },
  };
}
