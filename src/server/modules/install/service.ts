import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { usernameFromName } from '../../../shared/username.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { Database } from '../../db/schema.ts';
import { writeSetting } from '../../db/settings-store.ts';
import { AppError } from '../../http/app-error.ts';
import { normalizeSiteUrl } from '../../settings/site-url.ts';
import type { Translate } from '../../i18n/translator.ts';
import { INSTALL_ROW, isInstalled } from './install-state.ts';
import { defaultSettings } from './site-defaults.ts';
import { writeStarterContent } from './starter-content.ts';

export type BaseInfoForm = BodyOf<'installBaseInfo'>;

/**
 * Install step 4: the site's identity, its default settings and its first administrator, in one
 * transaction so a failure leaves the site uninstalled and the step can be retried.
 */
export async function installSite(
  db: Kysely<Database>,
  version: string,
  form: BaseInfoForm,
  t: Translate,
): Promise<void> {
  if (await isInstalled(db)) throw AppError.badRequest('error.install.already_installed', 'alert');
  const siteUrl = normalizeSiteUrl(form.site_url);
  if (!siteUrl) throw AppError.field('site_url', 'install.site_url.invalid');
  const now = Math.floor(Date.now() / 1000);
  const pass = await hashPassword(form.password);
  await db.transaction().execute(async (trx) => {
    await writeSetting(trx, 'general', { name: form.site_name, site_url: siteUrl, contact_email: form.contact_email });
    await writeSetting(trx, 'interface', { language: form.lang, time_zone: constants.time_zone.default });
    await writeSetting(trx, 'login', {
      ...constants.install.login,
      login_required: form.login_required ?? false,
      allow_email_domains: [],
    });
    for (const [row, content] of defaultSettings(siteUrl)) await writeSetting(trx, row, content);
    const adminId = await insertReturningId(trx, 'users', {
      username: usernameFromName(form.name),
      display_name: form.name,
      e_mail: form.email,
      pass,
      mail_status: constants.mail_status.active,
      role_id: constants.roles.admin,
      rank: constants.install.admin_rank,
      bio: '',
      created_at: now,
      updated_at: now,
    });
    await writeStarterContent(trx, adminId, t, now);
    await writeSetting(trx, INSTALL_ROW, { installed_at: now, version });
  });
}
