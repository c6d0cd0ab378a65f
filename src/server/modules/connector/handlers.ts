import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { presentUser } from '../user/presenter.ts';
import { activeConnectors, loginLink } from './active-connectors.ts';
import { confirmBindingEmail, mailBindingConfirmation } from './binding-email.ts';
import { externalLoginsOf } from './external-logins.ts';
import { unbindExternalLogin } from './unbinding.ts';

type ConnectorHandlers = Pick<
  Handlers<HandlerContext>,
  'getConnectorInfo' | 'getConnectorUserInfo' | 'bindConnectorEmail' | 'confirmConnectorBinding' | 'unbindConnector'
>;

export const handlers: ConnectorHandlers = {
  getConnectorInfo: async (_input, context) =>
    Promise.all(
      (await activeConnectors(context)).map(async ({ plugin, authName }) => ({
        name: context.t('connector.button', { auth_name: authName }),
        icon: plugin.icon,
        link: await loginLink(context, plugin.slug_name),
      })),
    ),

  getConnectorUserInfo: async (_input, context) => {
    const bound = await externalLoginsOf(context.services.db, context.user!.id);
    return Promise.all(
      (await activeConnectors(context)).map(async ({ plugin, authName }) => ({
        name: authName,
        icon: plugin.icon,
        link: await loginLink(context, plugin.slug_name, true),
        binding: bound.has(plugin.slug_name),
        external_id: bound.get(plugin.slug_name) ?? '',
      })),
    );
  },

  bindConnectorEmail: async ({ body }, context) => {
    await mailBindingConfirmation(context, body.binding_key, body.e_mail);
    return { email_exist_and_must_be_confirmed: true, access_token: '' };
  },

  confirmConnectorBinding: async ({ body }, context) => {
    const { user, token } = await confirmBindingEmail(context, body.code);
    return presentUser(user, context.session.hand(token));
  },

  unbindConnector: async ({ body }, context) => {
    await unbindExternalLogin(context.services.db, context.user!.id, body.external_id);
    return null;
  },
};
