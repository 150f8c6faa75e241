import * as z from 'zod/mini';

/**
 * The footer's contact form (docs/support.md): POST /api/support stores a
 * message, answers its reference and forwards it to the operator by e-mail
 * when SMTP is configured. Premium users' messages are marked priority.
 */

/** What a message is about, with the label the form shows. */
export const SUPPORT_TOPICS = [
  { id: 'account', label: 'My account and sign-in' },
  { id: 'billing', label: 'Payments and plans' },
  { id: 'data', label: 'Company data or a score' },
  { id: 'bug', label: 'Something is broken' },
  { id: 'other', label: 'Something else' },
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['id'];
const TOPIC_IDS = SUPPORT_TOPICS.map((topic) => topic.id) as [SupportTopic, ...SupportTopic[]];

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_NAME_MAX = 120;
/** A company as the stock list names it: its id, NSE symbol or exact name. */
export const SUPPORT_COMPANY_MAX = 200;

/**
 * POST /api/support (strict: an unknown key is a 400). `email` and `name` are
 * for signed-out visitors, who must give an e-mail; a signed-in user is
 * answered at the account's e-mail, and sending either is refused.
 */
export const SupportRequestSchema = z.strictObject({
  topic: z.enum(TOPIC_IDS),
  message: z.string().check(z.trim(), z.minLength(SUPPORT_MESSAGE_MIN), z.maxLength(SUPPORT_MESSAGE_MAX)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(SUPPORT_COMPANY_MAX))),
  email: z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email())),
  name: z.optional(z.string().check(z.trim(), z.maxLength(SUPPORT_NAME_MAX))),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

/** 201: the reference the user quotes, whether the message is priority, and whether the operator's e-mail copy was sent before this answer. */
export const SupportResponseSchema = z.object({
  reference: z.string(),
  priority: z.boolean(),
  forwarded: z.boolean(),
  /** Where the reply will go (the account's e-mail when signed in). */
  reply_to: z.string(),
});
export type SupportResponse = z.infer<typeof SupportResponseSchema>;

/** 400 `invalid_support_message` names the `field`; 429 `rate_limited`. */
export const SUPPORT_ERROR_CODES = ['invalid_support_message', 'rate_limited'] as const;
export type SupportErrorCode = (typeof SUPPORT_ERROR_CODES)[number];

/** A reference: 'SUP-' and six characters that cannot be misread (no 0/O, 1/I/L, U). */
export const SUPPORT_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const SUPPORT_REFERENCE_PATTERN = /^SUP-[ABCDEFGHJKMNPQRSTVWXYZ23456789]{6}$/;

/** The form's acknowledgement. */
export const supportThanks = (reference: string, email: string): string => `Thanks — your message is ${reference}. We reply to ${email}.`;

/** The export's record of one message (POST /api/account/export). */
export const AccountExportSupportMessageSchema = z.object({
  reference: z.string(),
  topic: z.string(),
  message: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  company_id: z.nullable(z.string()),
  priority: z.boolean(),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
  closed_at: z.nullable(z.string()),
  forwarded_at: z.nullable(z.string()),
});
