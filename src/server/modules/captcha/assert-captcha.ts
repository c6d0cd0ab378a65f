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
  return { unit: captchaUnit(context), staff: roleId === constants.roles.admin || roleId === constants.roles.moderator };
}

/**
 * Refuses the write with a field error on `captcha_code` when this caller's `action` needs a
 * captcha and the body's answer is missing or wrong. Call it before doing the action.
 */
export async function assertCaptcha(
  context: CallerContext & Pick<HandlerContext, 'services'>,
  action: CaptchaAction,
  body: CaptchaFields,
): Promise<void> {
  const { captcha } = context.services;
  if (!(await captcha.requiredFor(action, captchaCaller(context)))) return;
  const code = body.captcha_code?.trim() ?? '';
  if (!code) throw AppError.field('captcha_code', 'validation.captcha.code_required');
  if (!(await captcha.verify(body.captcha_id ?? '', code))) {
    throw AppError.field('captcha_code', 'error.object.captcha_verification_failed');
  }
}
