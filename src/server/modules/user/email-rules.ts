import type { SiteInfo } from '../../settings/site-settings.ts';

/** True when the site accepts addresses of this email's domain: any when the allowlist is empty, else a listed domain or one of its subdomains. */
export function emailDomainAllowed(site: SiteInfo, email: string): boolean {
  const allowed = site.login.allow_email_domains
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  if (allowed.length === 0) return true;
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return allowed.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
}
