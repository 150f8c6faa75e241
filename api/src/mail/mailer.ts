import nodemailer from 'nodemailer';
import { type MailSettings } from '../config/siteSettings';

/** One plain-text message (docs/support.md, 'E-mail'). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers, such as the priority marks. */
  headers?: Record<string, string>;
}

/**
 * How the server sends e-mail: through SMTP_URL, or not at all. `send` resolves
 * once the SMTP server accepted the message and rejects with a reason that
 * never holds the URL's password.
 */
export interface Mailer {
  readonly enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Bounds on one delivery: a hung SMTP server costs the sender seconds, not the
 * two minutes of nodemailer's defaults (the message is stored first either way).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export const MAIL_OFF: Mailer = {
  enabled: false,
  send: () => Promise.reject(new Error('E-mail is off (SMTP_URL is not set)')),
  close: () => undefined,
};

export function createMailer(settings: MailSettings): Mailer {
  const { smtpUrl } = settings;
  if (smtpUrl === undefined) return MAIL_OFF;
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from: settings.from });
  return {
    enabled: true,
    async send(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw new Error(withoutSecret(error instanceof Error ? error.message : String(error), smtpUrl), { cause: error });
      }
    },
    close: () => transport.close(),
  };
}

/** A server's error may quote the URL it was given; the password in it must not reach the log or the database. */
function withoutSecret(message: string, smtpUrl: string): string {
  let password = '';
  try {
    password = decodeURIComponent(new URL(smtpUrl).password);
  } catch {
    // An unparsable URL was refused by the configuration already.
  }
  return password === '' ? message : message.split(password).join('***');
}

/** The start-up line about e-mail, said once (server.ts): off by default. */
export function mailStatusLine(settings: MailSettings, supportEmail: string | undefined): { level: 'info' | 'warn'; message: string } {
  if (settings.smtpUrl === undefined) {
    return { level: 'info', message: 'E-mail is off (SMTP_URL is not set): support messages are stored but not forwarded; see npm run support -- list' };
  }
  if (supportEmail === undefined) {
    return { level: 'warn', message: 'E-mail is on (SMTP_URL) but SUPPORT_EMAIL is not set: support messages are stored but not forwarded' };
  }
  return { level: 'info', message: `E-mail is on: support messages are forwarded to ${supportEmail}` };
}
