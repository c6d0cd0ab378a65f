import { constants } from '../../../../generated/constants.ts';
import type { WebPlugin } from '../web-plugin.ts';

/** The built-in image captcha: a picture of characters. */
export const imageCaptchaPlugin: WebPlugin = {
  slug_name: constants.captcha.plugin_slug,
  captcha: () => import('../../components/captcha/CaptchaDialog.tsx'),
};

/** The arithmetic captcha: a small sum as text (the server's arithmetic-captcha.ts says why). */
export const arithmeticCaptchaPlugin: WebPlugin = {
  slug_name: constants.captcha.arithmetic.plugin_slug,
  captcha: () => import('./ArithmeticCaptchaDialog.tsx'),
};
