import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { constants } from '../../../generated/constants.ts';
import type { Services } from '../services.ts';
import { loadSmtpSettings, type SmtpSettings } from './smtp-settings.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** the link the mail carries, written to the log when no SMTP server is configured */
  link: string;
}

function transportOf(smtp: SmtpSettings) {
  return createTransport({
    host: smtp.smtp_host,
    port: smtp.smtp_port,
    secure: smtp.encryption === 'ssl',
    requireTLS: smtp.encryption === 'tls',
    ignoreTLS: smtp.encryption === 'none',
    connectionTimeout: constants.smtp.timeout_ms,
    greetingTimeout: constants.smtp.timeout_ms,
    socketTimeout: constants.smtp.timeout_ms,
    ...(smtp.smtp_authentication ? { auth: { user: smtp.smtp_username, pass: smtp.smtp_password } } : {}),
  });
}

/** Sends one mail through the SMTP server `smtp` describes; rejects when the server refuses it or cannot be reached. */
export async function deliverMail(smtp: SmtpSettings, mail: Omit<OutgoingMail, 'link'>): Promise<void> {
  const transport = transportOf(smtp);
  try {
    await transport.sendMail({
      from: smtp.from_name ? { name: smtp.from_name, address: smtp.from_email } : smtp.from_email,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  } finally {
    transport.close();
  }
}

/** Sends one mail with the site's SMTP settings; without an SMTP host it is written to the server log instead. */
export async function sendMail(
  services: Pick<Services, 'db'>,
  log: FastifyBaseLogger,
  mail: OutgoingMail,
): Promise<void> {
  const smtp = await loadSmtpSettings(services);
  if (!smtp.smtp_host) {
    log.warn(
      { mail: { to: mail.to, subject: mail.subject, link: mail.link } },
      'no SMTP server configured: mail written to the log instead of sent',
    );
    return;
  }
  await deliverMail(smtp, mail);
}

/**
 * Sends a mail without holding up the response (call it after the transaction committed): the answer
 * takes the same time whether or not a mail goes out, and a failed send is logged, never undoes the change.
 */
export function sendMailInBackground(services: Services, log: FastifyBaseLogger, mail: OutgoingMail): void {
  sendMail(services, log, mail).catch((error: unknown) => {
    log.error({ err: error, mail: { to: mail.to, subject: mail.subject } }, 'sending mail failed');
  });
}
