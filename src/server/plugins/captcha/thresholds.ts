import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';
import type { ConfigFieldDefinition, PluginText } from '../host.ts';

type ActionRule = (typeof constants.captcha.actions)[number];
type CountedRule = Extract<ActionRule, { count: number }>;
export type CountedAction = CountedRule['key'];

const { count_min: countMin, max } = constants.captcha.threshold_bounds;
const LOGIN_FIELD = 'login_after_failures';
const countField = (action: CountedAction) => `${action}_count`;

const countedRules = constants.captcha.actions.filter((rule): rule is CountedRule => 'count' in rule);

function descriptionOf(rule: CountedRule): PluginText {
  if (!('window_seconds' in rule)) return { key: 'plugin_config.captcha.per_day' };
  const values = { minutes: Math.round(rule.window_seconds / 60) };
  return 'reset_on_success' in rule && rule.reset_on_success
    ? { key: 'plugin_config.captcha.failures_within_window', values }
    : { key: 'plugin_config.captcha.within_window', values };
}

/**
 * The settings every captcha plugin offers: when a captcha is asked for. Their defaults are the rules of
 * spec/constants.yaml (login_throttle.captcha_after_failures and each counted captcha action).
 */
export const captchaThresholdFields: ConfigFieldDefinition[] = [
  {
    name: LOGIN_FIELD,
    type: 'input',
    title: { key: 'plugin_config.captcha.login_after_failures.title' },
    description: {
      key: 'plugin_config.captcha.login_after_failures.description',
      values: { minutes: constants.login_throttle.window_minutes },
    },
    required: true,
    default: constants.login_throttle.captcha_after_failures,
    options: [],
    ui_options: { input_type: 'number', min: 0, max },
  },
  ...countedRules.map((rule): ConfigFieldDefinition => ({
    name: countField(rule.key),
    type: 'input',
    title: { key: `plugin_config.captcha.action.${rule.key}` satisfies MessageKey },
    description: descriptionOf(rule),
    required: true,
    default: rule.count,
    options: [],
    ui_options: { input_type: 'number', min: countMin, max },
  })),
];

/** The thresholds in force, read in one place: the captcha plugin's saved settings over the defaults. */
export interface CaptchaThresholds {
  /** a sign-in needs a captcha once an account has failed more often than this */
  loginAfterFailures: number;
  /** per counted action, how many make the next one need a captcha */
  counts: Record<CountedAction, number>;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

export function thresholdsOf(values: ConfigValues): CaptchaThresholds {
  return {
    loginAfterFailures: numberOr(values[LOGIN_FIELD], constants.login_throttle.captcha_after_failures),
    counts: Object.fromEntries(
      countedRules.map((rule) => [rule.key, numberOr(values[countField(rule.key)], rule.count)]),
    ) as Record<CountedAction, number>,
  };
}
