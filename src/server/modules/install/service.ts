import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { usernameFromName } from '../../../shared/username.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { readSettings, writeSetting } from '../../db/settings-store.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';

const INSTALL_ROW = 'install';

export async function isInstalled(services: Services): Promise<boolean> {
  return INSTALL_ROW in (await readSettings(services.db));
}

/**
 * Install step 4: the site's identity and its first administrator, in one transaction so a
 * failure leaves the site uninstalled and the step can be retried.
 */
export async function installSite(services: Services, form: BodyOf<'installBaseInfo'>): Promise<void> {
  if (await isInstalled(services)) throw AppError.badRequest('error.install.already_installed', 'alert');
  const now = Math.floor(Date.now() / 1000);
  const pass = await hashPassword(form.password);
  await services.db.transaction().execute(async (trx) => {
    await writeSetting(trx, 'general', { name: form.site_name, site_url: form.site_url, contact_email: form.contact_email });
    await writeSetting(trx, 'interface', { language: form.lang, time_zone: constants.time_zone.default });
    await writeSetting(trx, 'login', { login_required: form.login_required ?? false });
    await trx
      .insertInto('users')
      .values({
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
      })
      .execute();
    await writeSetting(trx, INSTALL_ROW, { installed_at: now, version: services.version });
  });
}
