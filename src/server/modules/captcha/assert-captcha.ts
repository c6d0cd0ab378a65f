import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import type { CaptchaAction } from './action-rules.ts';
import type { CaptchaCaller } from './service.ts';

/** The captcha fields a write may carry. */
export interface CaptchaFields {
  captcha_id?: string | null;
  captcha_code?: string | null;
}

type CallerContext = Pick<HandlerContext, 'user' | 'client'>;

/** Signed-in people are counted by user id, anonymous callers (login, register, search) by address. */
export function captchaUnit({ user, client }: CallerContext): string {
  return user ? `user:${user.id}` : `ip:${client.ip}`;
}

export function captchaCaller(context: CallerContext): CaptchaCaller {
  const roleId = context.user?.roleId;
  return {
    unit: captchaUnit(context),
    staff: roleId === constants.roles.admin || roleId === constants.roles.moderator,
  };
}

/**
 * Refuses the write with a field error on `captcha_code` when this caller's `action` needs a
 * captcha and the body's answer is missing or wrong. Call it before doing the action. `alsoWhen`
 * asks for one whatever the caller's record says (an account under attack), while a plugin is enabled.
 */
export async function assertCaptcha(
  context: CallerContext & Pick<HandlerContext, 'services'>,
  action: CaptchaAction,
  body: CaptchaFields,
  { alsoWhen = false }: { alsoWhen?: boolean } = {},
): Promise<void> {
  const { captcha } = context.services;
  const required = alsoWhen
    ? (await captcha.activeProvider()) !== null
    : await captcha.requiredFor(action, captchaCaller(context));
  if (!required) return;
  const code = body.captcha_code?.trim() ?? '';
  if (!code) throw AppError.field('captcha_code', 'validation.captcha.code_required');
  if (!(await captcha.verify(body.captcha_id ?? '', code))) {
    throw AppError.field('captcha_code', 'error.object.captcha_verification_failed');
  }
}
