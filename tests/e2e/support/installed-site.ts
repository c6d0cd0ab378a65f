// Installing a private server's site and signing its administrator in, through the API.
import { expect } from '@playwright/test';
import { constants } from '../../../generated/constants.ts';

export interface SiteAdmin {
  name: string;
  email: string;
  password: string;
}

/** Installs the site (POST /installation/base-info) with this administrator. */
export async function installSite(origin: string, admin: SiteAdmin, siteName: string): Promise<void> {
  const installed = await fetch(`${origin}/installation/base-info`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lang: 'en_US',
      site_name: siteName,
      site_url: origin,
      contact_email: 'team@example.org',
      login_required: false,
      name: admin.name,
      password: admin.password,
      email: admin.email,
    }),
  });
  expect(installed.status).toBe(200);
}

/** Signs in by email and password; answers the session token. */
export async function signInByApi(origin: string, admin: SiteAdmin): Promise<string> {
  const response = await fetch(`${origin}${constants.api_prefix}/user/login/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ e_mail: admin.email, pass: admin.password }),
  });
  return (await response.json()).data.access_token;
}
