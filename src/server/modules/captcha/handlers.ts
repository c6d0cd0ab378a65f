import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { addressNeedsCaptcha } from '../user/login-throttle.ts';
import { captchaCaller } from './assert-captcha.ts';

type CaptchaHandlers = Pick<Handlers<HandlerContext>, 'getUserActionRecord'>;

export const handlers: CaptchaHandlers = {
  getUserActionRecord: async ({ query }, context) => {
    const { captcha } = context.services;
    const required =
      (await captcha.requiredFor(query.action, captchaCaller(context))) ||
      // a login from an address that failed too often needs one whoever signs in (login-throttle.ts)
      (query.action === 'password' &&
        !context.user &&
        (await addressNeedsCaptcha(context.services.db, context.client.ip)));
    const challenge = required ? await captcha.create(context.client.ip) : null;
    return challenge ? { ...challenge, verify: true } : { captcha_id: '', captcha_img: '', verify: false };
  },
};
