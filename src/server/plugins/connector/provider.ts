import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { PluginDescriptor } from '../host.ts';

/** What a provider said of the account that signed in there (answer-api-facts §5 receiver). */
export interface ExternalAccount {
  external_id: string;
  /** an address the provider vouches for; empty when it gave none or did not verify it */
  email: string;
  name: string;
  username: string;
  avatar: string;
}

/** The secrets of a login under way that only the server keeps: checked again at the callback. */
export interface LoginSecrets {
  codeVerifier: string;
  nonce: string;
}

/** Why a provider's answer led to no account: the person refused, or something did not check out. */
export type ConnectorFailure = 'email_denied' | 'failed';

export class ConnectorLoginError extends Error {
  constructor(
    readonly failure: ConnectorFailure,
    cause?: unknown,
  ) {
    super(`connector login failed: ${failure}`, { cause });
  }
}

/**
 * A connector plugin: a button on the login page that sends the browser to a provider (the sender) and
 * reads the account from the provider's answer (the receiver). Both get the plugin's saved settings.
 */
export interface ConnectorPlugin extends PluginDescriptor {
  kind: 'connector';
  /** an SVG as a data URL */
  icon: string;
  /** the provider's name on the buttons; null while the settings are not complete enough to sign in */
  authName(values: ConfigValues, t: Translate): string | null;
  /** the provider's address for this login, carrying `state`, and the secrets the callback checks */
  authorizationUrl(
    values: ConfigValues,
    redirectUri: string,
    state: string,
  ): Promise<{ url: URL; secrets: LoginSecrets }>;
  /** reads the account from the provider's answer at `callbackUrl`; throws ConnectorLoginError */
  receive(
    values: ConfigValues,
    redirectUri: string,
    callbackUrl: URL,
    state: string,
    secrets: LoginSecrets,
  ): Promise<ExternalAccount>;
}

export function isConnector(plugin: PluginDescriptor): plugin is ConnectorPlugin {
  return plugin.kind === 'connector' && 'receive' in plugin;
}
