import { forms } from '../../../generated/forms.ts';
import { readSettings } from '../db/settings-store.ts';
import { withDefaults } from '../settings/defaults.ts';
import type { Services } from '../services.ts';

export interface SmtpSettings {
  from_email: string;
  from_name: string;
  smtp_host: string;
  smtp_port: number;
  encryption: 'ssl' | 'tls' | 'none';
  smtp_username: string;
  smtp_password: string;
  smtp_authentication: boolean;
}

/** The `smtp` site setting over the defaults of its page's form (spec/settings/smtp.yaml). */
export async function loadSmtpSettings(services: Pick<Services, 'db'>): Promise<SmtpSettings> {
  return withDefaults<SmtpSettings>(forms.site_smtp.schema, (await readSettings(services.db)).smtp);
}
