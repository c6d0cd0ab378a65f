import { constants } from '../../../../generated/constants.ts';

export type CaptchaAction = (typeof constants.captcha.actions)[number]['key'];

/** One unit's record of one action today: how many were recorded and when the last one was. */
export interface ActionRecord {
  count: number;
  /** epoch milliseconds */
  lastAt: number;
}

interface ActionRule {
  key: CaptchaAction;
  always?: boolean;
  count?: number;
  window_seconds?: number;
  last_under_seconds?: number;
  last_at_most_seconds?: number;
  reset_on_success?: boolean;
}

const rules = new Map<string, ActionRule>(constants.captcha.actions.map((rule: ActionRule) => [rule.key, rule]));

export function isCaptchaAction(action: string): action is CaptchaAction {
  return rules.has(action);
}

/** Whether a success starts the count again (the action counts failures: password). */
export function resetsOnSuccess(action: CaptchaAction): boolean {
  return rules.get(action)?.reset_on_success === true;
}

/** Whether admins and moderators must also answer the captcha for this action. */
export function staffChecked(action: CaptchaAction): boolean {
  return (constants.captcha.staff_checked as readonly string[]).includes(action);
}

/**
 * A windowed count starts again from zero once its last action is older than the window
 * (answer-api-facts §1.6: password, edit_userinfo, search).
 */
function isStale(action: CaptchaAction, record: ActionRecord, now: number): boolean {
  return record.lastAt < staleBefore(action, now);
}

/** A record of `action` whose last action is before this (epoch milliseconds) counts from zero again. */
export function staleBefore(action: CaptchaAction, now: number): number {
  const window = rules.get(action)?.window_seconds;
  return window === undefined ? 0 : now - window * 1000;
}

/**
 * Whether the next action needs a captcha, given the unit's record of it (if any) and the count in force
 * (the captcha plugin's setting; the rule's own count when it has none).
 */
export function captchaRequired(
  action: CaptchaAction,
  record: ActionRecord | undefined,
  now: number,
  count?: number,
): boolean {
  const rule = rules.get(action);
  if (!rule) throw new Error(`no captcha rule for ${action}`);
  if (rule.always) return true;
  if (!record || isStale(action, record, now)) return false;
  const secondsSinceLast = Math.floor((now - record.lastAt) / 1000);
  if (rule.last_under_seconds !== undefined && secondsSinceLast < rule.last_under_seconds) return true;
  if (rule.last_at_most_seconds !== undefined && secondsSinceLast <= rule.last_at_most_seconds) return true;
  const threshold = rule.count === undefined ? undefined : (count ?? rule.count);
  return threshold !== undefined && record.count >= threshold;
}
