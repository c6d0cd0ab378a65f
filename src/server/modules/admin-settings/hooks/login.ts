import type { SettingsHook } from '../hook.ts';

/** Domains are compared by suffix with an address's domain, so they are kept bare, lower case and once each. */
export const login: SettingsHook = {
  beforeSave(values) {
    const domains = (values.allow_email_domains as string[]).map((domain) => domain.replace(/^@/, '').toLowerCase());
    return { ...values, allow_email_domains: [...new Set(domains)] };
  },
};
