import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { assertCaptcha } from '../captcha/assert-captcha.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { activateAccount, activationUrl, sendActivationMail } from './activation.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { loginByEmail } from './login.ts';
import { countAccountMail } from './mail-throttle.ts';
import { replacePassword, requestPasswordReset } from './password-reset.ts';
import { presentUser } from './presenter.ts';
import { registerByEmail } from './registration.ts';
import { unsubscribe } from './unsubscribe.ts';
import { existingUserById, findUserById } from './users.ts';

type UserHandlers = Pick<
  Handlers<HandlerContext>,
  | 'registerByEmail'
  | 'loginByEmail'
  | 'logout'
  | 'getUserInfo'
  | 'verifyEmail'
  | 'resendActivationEmail'
  | 'requestPasswordReset'
  | 'replacePassword'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'unsubscribeNotifications'
  | 'getUserActivationUrl'
  | 'resendUserActivation'
>;

function signedIn(context: HandlerContext) {
  if (!context.user) throw AppError.unauthorized();
  return context.user;
}

export const handlers: UserHandlers = {
  registerByEmail: async ({ body }, context) => {
    await assertCaptcha(context, 'email', body);
    await countAccountMail(context, body.e_mail);
    await registerByEmail(context, body);
    // The address as given, whether or not it already had an account: the answer tells nothing more.
    return { e_mail: body.e_mail.trim() };
  },

  loginByEmail: async ({ body }, context) => loginByEmail(context, body),

  logout: async (_input, context) => {
    await revokeSession(context.services.db, signedIn(context).token);
    context.session.end();
    return null;
  },

  getUserInfo: async (_input, context) => {
    const user = context.user ? await findUserById(context.services.db, context.user.id) : undefined;
    return user && context.user ? presentUser(user, context.session.echo(context.user.token)) : null;
  },

  verifyEmail: async ({ body }, context) => activateAccount(context, body.code),

  resendActivationEmail: async ({ body }, context) => {
    await assertCaptcha(context, 'email', body ?? {});
    const user = await findUserById(context.services.db, signedIn(context).id);
    if (user && user.mail_status !== constants.mail_status.active) {
      await countAccountMail(context, user.e_mail);
      await sendActivationMail(context, user);
    }
    return null;
  },

  requestPasswordReset: async ({ body }, context) => {
    await assertCaptcha(context, 'email', body);
    await countAccountMail(context, body.e_mail);
    await requestPasswordReset(context, body.e_mail);
    return null;
  },

  replacePassword: async ({ body }, context) => {
    await replacePassword(context, body.code, body.pass);
    return null;
  },

  requestEmailChange: async ({ body }, context) => {
    await assertCaptcha(context, 'email', body);
    await countAccountMail(context, body.e_mail);
    await requestEmailChange(context, signedIn(context).id, body);
    return null;
  },

  confirmEmailChange: async ({ body }, context) => {
    await confirmEmailChange(context, body.code);
    return null;
  },

  unsubscribeNotifications: async ({ body }, context) => {
    await unsubscribe(context, body.code);
    return null;
  },

  getUserActivationUrl: async ({ query }, context) => ({
    activation_url: await activationUrl(context, await existingUserById(context.services.db, query.user_id)),
  }),

  resendUserActivation: async ({ body }, context) => {
    await sendActivationMail(context, await existingUserById(context.services.db, body.user_id));
    return null;
  },
};
