import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { captchaCaller } from './assert-captcha.ts';

type CaptchaHandlers = Pick<Handlers<HandlerContext>, 'getUserActionRecord'>;

export const handlers: CaptchaHandlers = {
  getUserActionRecord: async ({ query }, context) => {
    const { captcha } = context.services;
    const challenge = (await captcha.requiredFor(query.action, captchaCaller(context)))
      ? await captcha.create(context.client.ip)
      : null;
    return challenge ? { ...challenge, verify: true } : { captcha_id: '', captcha_img: '', verify: false };
  },
};
