import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';
import type { ConfigFieldDefinition } from '../host.ts';

const { default_claims: defaultClaims, default_scopes: defaultScopes, setting_max: maxLength } = constants.connector;

type ClaimName = keyof typeof defaultClaims;
type TextSetting = 'issuer' | 'client_id' | 'client_secret' | 'scopes' | 'button_name' | `claim_${ClaimName}`;

function field(
  name: TextSetting,
  inputType: 'text' | 'url' | 'password',
  required: boolean,
  defaultValue: string,
): ConfigFieldDefinition {
  return {
    name,
    type: 'input',
    title: { key: `connector.oidc.${name}.title` satisfies MessageKey },
    description: { key: `connector.oidc.${name}.description` satisfies MessageKey },
    required,
    default: defaultValue,
    options: [],
    ui_options: { input_type: inputType, max_length: maxLength },
  };
}

/**
 * The OpenID Connect connector's settings (answer-api-facts §5 config fields). Issuer and client id are
 * required; the secret may stay empty for a public client (PKCE protects the code then), and the host
 * never sends it back.
 */
export const oidcSettingFields: ConfigFieldDefinition[] = [
  field('issuer', 'url', true, ''),
  field('client_id', 'text', true, ''),
  field('client_secret', 'password', false, ''),
  field('scopes', 'text', false, defaultScopes),
  ...(Object.keys(defaultClaims) as ClaimName[]).map((claim) =>
    field(`claim_${claim}`, 'text', false, defaultClaims[claim]),
  ),
  field('button_name', 'text', false, ''),
];

/** The settings as the connector uses them; null while issuer or client id is missing. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  claims: Record<ClaimName, string>;
  buttonName: string;
}

const text = (values: ConfigValues, name: TextSetting) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function oidcSettingsOf(values: ConfigValues): OidcSettings | null {
  const issuer = text(values, 'issuer');
  const clientId = text(values, 'client_id');
  if (!issuer || !clientId) return null;
  const scopes = new Set(['openid', ...(text(values, 'scopes') || defaultScopes).split(/\s+/).filter(Boolean)]);
  return {
    issuer,
    clientId,
    clientSecret: text(values, 'client_secret'),
    scopes: [...scopes].join(' '),
    claims: Object.fromEntries(
      (Object.keys(defaultClaims) as ClaimName[]).map((claim) => [
        claim,
        text(values, `claim_${claim}`) || defaultClaims[claim],
      ]),
    ) as Record<ClaimName, string>,
    buttonName: text(values, 'button_name'),
  };
}
