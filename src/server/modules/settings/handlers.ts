import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { updateInterface } from './interface.ts';
import { readNotificationConfig, writeNotificationConfig } from './notification-config.ts';
import { changePassword } from './password.ts';
import { updateProfile } from './profile.ts';

type SettingsHandlers = Pick<
  Handlers<HandlerContext>,
  'updateUserInfo' | 'updateUserInterface' | 'updateUserPassword' | 'getNotificationConfig' | 'updateNotificationConfig'
>;

function signedIn(context: HandlerContext) {
  if (!context.user) throw AppError.unauthorized();
  return context.user;
}

export const handlers: SettingsHandlers = {
  updateUserInfo: async ({ body }, context) => {
    await updateProfile(context, signedIn(context).id, body);
    return null;
  },

  updateUserInterface: async ({ body }, context) => {
    await updateInterface(context, signedIn(context).id, body);
    return null;
  },

  updateUserPassword: async ({ body }, context) => {
    const user = signedIn(context);
    await changePassword(context, user.id, user.token, body);
    return null;
  },

  getNotificationConfig: async (_input, context) => readNotificationConfig(context.services.db, signedIn(context).id),

  updateNotificationConfig: async ({ body }, context) => {
    await writeNotificationConfig(context.services.db, signedIn(context).id, body);
    return readNotificationConfig(context.services.db, signedIn(context).id);
  },
};
