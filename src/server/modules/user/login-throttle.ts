import { constants } from '../../../../generated/constants.ts';
import type { Services } from '../../services.ts';

const WINDOW_MS = constants.login_throttle.window_minutes * 60_000;

/**
 * Counts failed email-and-password logins per key (an account's email, an address) over a sliding
 * window, in this process. Keys are counted whether or not an account exists, so being limited
 * tells nothing about accounts.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit: number = constants.login_throttle.max_failures, private readonly now: () => number = Date.now) {}

  isLimited(keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.limit);
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}

const throttles = new WeakMap<Services, LoginThrottle>();

/** The throttle of one running app (tests start several apps in one process). */
export function loginThrottleOf(services: Services): LoginThrottle {
  let throttle = throttles.get(services);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(services, throttle);
  }
  return throttle;
}

export function throttleKeys(email: string, ip: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `address:${ip}`];
}
