import * as client from 'openid-client';
import { constants } from '../../../../generated/constants.ts';
import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';
import { AppError } from '../../http/app-error.ts';
import type { Translate } from '../../i18n/translator.ts';
import { builtInAbout } from '../built-in.ts';
import { isExternalId } from '../external-id.ts';
import { oidcSettingFields, oidcSettingsOf, type OidcSettings } from './oidc-settings.ts';
import { ConnectorLoginError, type ConnectorPlugin, type ExternalAccount, type LoginSecrets } from './provider.ts';

const { name_max: nameMax, loopback_hosts: loopbackHosts } = constants.connector;

// A door with a key hole, drawn for this button: the API hands connectors' icons as SVG data URLs.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">' +
  '<rect x="5" y="2" width="14" height="20" rx="2"/><circle cx="12" cy="11" r="2"/><path d="M12 13v4"/></svg>';

/** Plain http is for a provider on this machine only; anywhere else the secret and the code need https. */
function allowedIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && (loopbackHosts as readonly string[]).includes(url.hostname))
    );
  } catch {
    return false;
  }
}

const claimText = (claims: Record<string, unknown>, name: string, max: number) => {
  const value = claims[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/**
 * The built-in generic OpenID Connect connector (openid-client): the provider is found by discovery from
 * its issuer URL (whose advertised issuer must match), logins use the authorization code with PKCE, a state
 * and a nonce, and the ID token is checked before the account is read from its claims and the userinfo.
 */
export class OidcConnector implements ConnectorPlugin {
  readonly slug_name = constants.connector.oidc_slug;
  readonly kind = 'connector' as const;
  readonly builtIn = false;
  readonly about = builtInAbout('plugin_info.oidc_connector.name', 'plugin_info.oidc_connector.description');
  readonly configFields = oidcSettingFields;
  readonly icon = `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`;

  // Discovery costs a round trip to the provider: the newest settings' configuration is kept until they change.
  #discovered: { key: string; configuration: Promise<client.Configuration> } | null = null;

  assertConfig(values: ConfigValues): void {
    const issuer = values.issuer;
    if (typeof issuer === 'string' && issuer.trim() && !allowedIssuer(issuer.trim())) {
      throw AppError.field('issuer', 'error.connector.issuer_insecure');
    }
  }

  authName(values: ConfigValues, t: Translate): string | null {
    const settings = oidcSettingsOf(values);
    if (!settings || !allowedIssuer(settings.issuer)) return null;
    return settings.buttonName || t('connector.oidc.default_button_name');
  }

  async authorizationUrl(values: ConfigValues, redirectUri: string, state: string) {
    const settings = this.#settings(values);
    const configuration = await this.#configuration(settings);
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, secrets: { codeVerifier, nonce } };
  }

  async receive(
    values: ConfigValues,
    redirectUri: string,
    callbackUrl: URL,
    state: string,
    secrets: LoginSecrets,
  ): Promise<ExternalAccount> {
    const settings = this.#settings(values);
    try {
      const configuration = await this.#configuration(settings);
      const tokens = await client.authorizationCodeGrant(
        configuration,
        callbackUrl,
        {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      const idClaims = tokens.claims();
      if (!idClaims) throw new ConnectorLoginError('failed');
      const userinfo = configuration.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
        : {};
      return this.#account({ ...idClaims, ...userinfo }, settings);
    } catch (error) {
      if (error instanceof ConnectorLoginError) throw error;
      // The person said no at the provider: the site cannot learn their email.
      if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
        throw new ConnectorLoginError('email_denied', error);
      }
      throw new ConnectorLoginError('failed', error);
    }
  }

  #settings(values: ConfigValues): OidcSettings {
    const settings = oidcSettingsOf(values);
    if (!settings || !allowedIssuer(settings.issuer)) throw new ConnectorLoginError('failed');
    return settings;
  }

  #configuration(settings: OidcSettings): Promise<client.Configuration> {
    const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    if (this.#discovered?.key !== key) {
      const issuer = new URL(settings.issuer);
      const configuration = client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret || undefined,
        settings.clientSecret ? undefined : client.None(),
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // A failed discovery is tried again at the next login rather than remembered.
      configuration.catch(() => {
        if (this.#discovered?.configuration === configuration) this.#discovered = null;
      });
      this.#discovered = { key, configuration };
    }
    return this.#discovered.configuration;
  }

  #account(claims: Record<string, unknown>, settings: OidcSettings): ExternalAccount {
    // a subject that could not be kept, or sent back to unbind it, is not accepted from a provider
    const externalId = claims.sub;
    if (!isExternalId(externalId)) throw new ConnectorLoginError('failed');
    // Only an address the provider says it verified binds to an account; any other is asked for and confirmed.
    const email =
      claims.email_verified === true ? claimText(claims, settings.claims.email, constants.limits.email.max) : '';
    return {
      external_id: externalId,
      email,
      name: claimText(claims, settings.claims.name, nameMax),
      username: claimText(claims, settings.claims.username, nameMax),
      avatar: claimText(claims, settings.claims.avatar, constants.limits.avatar_url_max),
    };
  }
}
