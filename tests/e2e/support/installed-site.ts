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

/**
 * A new site lets nobody change their profile fields (the product spec's users defaults); the admin allows
 * every one, for tests whose people edit their profiles.
 */
export async function allowProfileEdits(origin: string, adminToken: string): Promise<void> {
  const response = await fetch(`${origin}${constants.admin_api_prefix}/siteinfo/users`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: adminToken },
    body: JSON.stringify({
      default_avatar: 'system',
      gravatar_base_url: constants.avatar.gravatar_base_url,
      allow_update_display_name: true,
      allow_update_username: true,
      allow_update_avatar: true,
      allow_update_bio: true,
      allow_update_website: true,
      allow_update_location: true,
    }),
  });
  expect(response.status).toBe(200);
}
