import { constants } from '../../../generated/constants.ts';
import { hashPassword } from '../../../src/server/auth/password-hash.ts';
import { insertReturningId } from '../../../src/server/db/insert-returning-id.ts';
import { writeSetting } from '../../../src/server/db/settings-store.ts';
import type { TestSmtpServer } from '../../support/smtp.ts';
import type { TestServer } from './test-server.ts';

export const SITE_NAME = 'Test Site';

/**
 * Switches the built-in captcha off, as an admin can: these tests are about accounts, and
 * tests/api/plugin-status.test.ts shows the captcha guarding the same calls while it is on.
 */
export async function switchCaptchaOff(server: TestServer): Promise<void> {
  await writeSetting(server.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: false });
}

/** Points the site's mail at the test SMTP server, gives it a name and address for links, and switches the captcha off. */
export async function configureSite(server: TestServer, smtp: TestSmtpServer, language = 'en_US'): Promise<void> {
  const db = server.database.db;
  await switchCaptchaOff(server);
  await writeSetting(db, 'general', { name: SITE_NAME, site_url: server.baseUrl });
  await writeSetting(db, 'interface', { language, time_zone: 'UTC' });
  await writeSetting(db, 'smtp', {
    from_email: 'noreply@example.org',
    from_name: SITE_NAME,
    smtp_host: '127.0.0.1',
    smtp_port: smtp.port,
    encryption: 'none',
    smtp_authentication: false,
  });
}

export interface AccountSeed {
  email: string;
  password: string;
  active?: boolean;
  status?: number;
  role?: number;
  username?: string;
}

/** An account written straight into the database, as an admin or an earlier sign-up would leave it. */
export async function seedAccount(server: TestServer, seed: AccountSeed): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const username = seed.username ?? seed.email.split('@')[0]!.replace(/[^a-z0-9._-]/g, '');
  return insertReturningId(server.database.db, 'users', {
    username,
    display_name: username,
    e_mail: seed.email,
    pass: await hashPassword(seed.password),
    mail_status: seed.active === false ? constants.mail_status.inactive : constants.mail_status.active,
    status: seed.status ?? constants.user_status.normal,
    role_id: seed.role ?? constants.roles.user,
    bio: '',
    created_at: now,
    updated_at: now,
  });
}

/**
 * Forgets every rate-limit count (failed logins, account mails), as the end of their window would.
 * Account tests send more from one address than a person would; the limits have tests of their own
 * (user-login-throttle.test.ts, user-mail-throttle.test.ts).
 */
export async function forgetRateLimits(server: TestServer): Promise<void> {
  await server.database.db.deleteFrom('rate_counter').execute();
}

export async function login(server: TestServer, email: string, password: string, language = 'en_US') {
  return server.request('/answer/api/v1/user/login/email', {
    method: 'POST',
    json: { e_mail: email, pass: password },
    language,
  });
}

export function authorized(token: string, language = 'en_US'): { headers: Record<string, string>; language: string } {
  return { headers: { Authorization: token }, language };
}
