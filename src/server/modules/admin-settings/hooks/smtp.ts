import { constants } from '../../../../../generated/constants.ts';
import { forms } from '../../../../../generated/forms.ts';
import { readSettings } from '../../../db/settings-store.ts';
import { AppError } from '../../../http/app-error.ts';
import { sendTestMail } from '../../../mail/test-mail.ts';
import type { SmtpSettings } from '../../../mail/smtp-settings.ts';
import { withDefaults } from '../../../settings/defaults.ts';
import { loadSiteInfo } from '../../../settings/site-settings.ts';
import type { SettingsHook } from '../hook.ts';

const MASK = constants.smtp.password_mask;

/**
 * SMTP: the password never leaves the server (GET answers the mask, and a PUT sending the mask back keeps
 * the stored one); test_email_recipient is never stored: with it, a test mail goes out through the new
 * settings before they are saved, and a failed one refuses the save with the SMTP server's answer.
 */
export const smtp: SettingsHook = {
  async prepare(values, { services, language }) {
    const { test_email_recipient: recipient, ...settings } = values;
    if (settings.smtp_password === MASK) {
      const stored = (await readSettings(services.db)).smtp as Partial<SmtpSettings> | undefined;
      settings.smtp_password = stored?.smtp_password ?? '';
    }
    if (typeof recipient === 'string' && recipient !== '') {
      const smtpSettings = withDefaults<SmtpSettings>(forms.site_smtp.schema, settings);
      try {
        await sendTestMail(services, await loadSiteInfo(services), smtpSettings, language, recipient);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw AppError.field('test_email_recipient', 'admin_smtp.test_failed', { reason });
      }
    }
    return settings;
  },

  present(values) {
    return { ...values, smtp_password: values.smtp_password ? MASK : '', test_email_recipient: '' };
  },
};
