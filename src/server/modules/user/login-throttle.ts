import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { countHit, counterKey, currentHits, forgetCounter, takeBackHit } from '../../db/rate-counters.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';

const rules = constants.login_throttle;
const WINDOW_SECONDS = rules.window_minutes * 60;

/** One counted login attempt: whether it needs a captcha, and how to take it back once it succeeded. */
export interface LoginAttempt {
  captchaRequired: boolean;
  succeeded(): Promise<void>;
}

/** How long the attempt with this number (per account and address, this window) waits before its password is checked. */
export function delayBeforeAttempt(attempt: number): number {
  const over = attempt - rules.delay_after_failures - 1;
  return over < 0 ? 0 : Math.min(rules.delay_max_ms, rules.delay_base_ms * 2 ** over);
}

const addressKey = (ip: string) => counterKey('login.client', ip);
// user/action/record names no account, so a captcha an account demanded is remembered for the address
// that met it: without it the browser would be told no captcha is needed and could never sign in.
const owedKey = (ip: string) => counterKey('login.captcha_owed', ip);

/**
 * True when every login from an address needs a captcha (what user/action/record tells): it failed so
 * often, or it met an account that asks for one.
 */
export async function addressNeedsCaptcha(db: Kysely<Database>, ip: string): Promise<boolean> {
  const [failures, owed] = await Promise.all([currentHits(db, addressKey(ip)), currentHits(db, owedKey(ip))]);
  return failures >= rules.captcha_after_address_failures || owed > 0;
}

/**
 * Counts a login attempt before its password is checked, so attempts at the same moment cannot all
 * pass a limit that each saw unreached. Nothing refuses: a limit that refused would let anyone lock out
 * an account, or (behind a proxy whose address everyone shares) the whole site. Past a limit the attempt
 * needs a captcha instead, so a person with the right password and a solved captcha always gets in:
 * per account across all addresses, and per address across all accounts. Attempts at one account from
 * one address also slow down. Accounts are counted whether or not they exist, so none of this tells who
 * has an account.
 */
export async function startLoginAttempt(context: HandlerContext, email: string): Promise<LoginAttempt> {
  const { db } = context.services;
  const account = email.trim().toLowerCase();
  const keys = [
    addressKey(context.client.ip),
    counterKey('login.account', account),
    counterKey('login.account_client', `${account} ${context.client.ip}`),
  ];
  const [addressHits, accountHits, pairHits] = await Promise.all(keys.map((key) => countHit(db, key, WINDOW_SECONDS)));
  await sleep(delayBeforeAttempt(pairHits!));
  const { loginAfterFailures } = await context.services.captcha.thresholds();
  const accountAsks = accountHits! > loginAfterFailures;
  if (accountAsks) await countHit(db, owedKey(context.client.ip), WINDOW_SECONDS);
  return {
    captchaRequired: accountAsks || addressHits! > rules.captcha_after_address_failures,
    async succeeded() {
      // Only this attempt is taken back: failures other clients caused stay counted.
      for (const key of keys) await takeBackHit(db, key);
      await forgetCounter(db, owedKey(context.client.ip));
    },
  };
}
