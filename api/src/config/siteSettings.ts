import * as z from 'zod';
import { ConfigError, describeIssues } from './configError';
import { protocolOf } from './redisSettings';

/**
 * Who sells Conviction and how to reach them (docs/configuration.md, 'Seller,
 * support and e-mail'): shown on the Terms and Privacy pages, on receipts and
 * in the footer's contact section. Social links appear only for the accounts
 * configured here.
 */
export interface SiteSettings {
  /** SELLER_NAME: the legal name on receipts and the Terms; 'Conviction' when unset. */
  sellerName: string;
  /** SELLER_ADDRESS: the postal address, or undefined (the pages then say it is given on request). */
  sellerAddress: string | undefined;
  /** SUPPORT_EMAIL: where support messages are forwarded and users may write; undefined hides the address. */
  supportEmail: string | undefined;
  /** SOCIAL_X_URL, SOCIAL_YOUTUBE_URL: https links to the operator's own accounts. */
  social: { x: string | undefined; youtube: string | undefined };
}

/** How e-mail leaves the server: off (nothing is sent) unless SMTP_URL is set. */
export interface MailSettings {
  /** SMTP_URL: smtp:// or smtps:// URL with credentials; undefined turns e-mail off. Never logged. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender address; defaults to SUPPORT_EMAIL, then to no-reply@localhost. */
  from: string;
}

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.optional(z.string().trim().min(1)));
const optionalEmail = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.optional(
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'must be an e-mail address' })),
  ),
);
const optionalHttpsUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.optional(
    z
      .string()
      .trim()
      .refine((value) => protocolOf(value) === 'https:', 'must be an https:// URL'),
  ),
);

const SiteEnvSchema = z.object({
  SELLER_NAME: optionalText,
  SELLER_ADDRESS: optionalText,
  SUPPORT_EMAIL: optionalEmail,
  SOCIAL_X_URL: optionalHttpsUrl,
  SOCIAL_YOUTUBE_URL: optionalHttpsUrl,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalEmail,
});

export function siteAndMailSettings(env: NodeJS.ProcessEnv): { site: SiteSettings; mail: MailSettings } {
  const parsed = SiteEnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error.issues)}`);
  const vars = parsed.data;
  if (vars.SMTP_URL !== undefined) {
    const protocol = protocolOf(vars.SMTP_URL);
    // The value may hold a password: the message never repeats it.
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ConfigError('Invalid environment: SMTP_URL: must be an smtp:// or smtps:// URL');
  }
  return {
    site: {
      sellerName: vars.SELLER_NAME ?? 'Conviction',
      sellerAddress: vars.SELLER_ADDRESS,
      supportEmail: vars.SUPPORT_EMAIL,
      social: { x: vars.SOCIAL_X_URL, youtube: vars.SOCIAL_YOUTUBE_URL },
    },
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? vars.SUPPORT_EMAIL ?? 'no-reply@localhost' },
  };
}
