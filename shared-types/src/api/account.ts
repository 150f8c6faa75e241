import * as z from 'zod/mini';
import { AccountPaymentSchema } from './payments';
import { PlanIdSchema } from './plans';
import { PreferencesSchema } from './preferences';
import { AccountExportSupportMessageSchema } from './support';

/**
 * The signed-in user's own account, under /api/account. The user always comes
 * from the session or the verified token, never from a body or a path.
 */

/** One of the caller's live sessions (GET /api/account/sessions). */
export const AccountSessionSchema = z.object({
  /** An opaque name for the session; never its token. */
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** Summarised from the user agent, e.g. 'Chrome on Android'. */
  device: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponseSchema>;

/** POST /api/account/sessions/revoke-all ('sign out everywhere') takes no fields. */
export const RevokeAllSessionsRequestSchema = z.strictObject({});

export const RevokeAllSessionsResponseSchema = z.object({
  success: z.literal(true),
  /** Sessions ended, this one included. */
  sessions_ended: z.number(),
});
export type RevokeAllSessionsResponse = z.infer<typeof RevokeAllSessionsResponseSchema>;

/** DELETE /api/account: the body must say so, so a stray request cannot delete an account. */
export const AccountDeleteRequestSchema = z.strictObject({ confirm: z.literal('DELETE') });
export type AccountDeleteRequest = z.infer<typeof AccountDeleteRequestSchema>;

export const AccountDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountDeleteResponse = z.infer<typeof AccountDeleteResponseSchema>;

/** One payment in the export: its history row plus everything else stored about it (Razorpay's ids, why it failed). */
export const AccountExportPaymentSchema = z.extend(AccountPaymentSchema, {
  razorpay_order_id: z.nullable(z.string()),
  razorpay_payment_id: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  expires_at: z.string(),
  failed_at: z.nullable(z.string()),
});

/** POST /api/account/export's body: nothing to say, but a POST, so no other page can trigger it (a GET answers 405). */
export const AccountExportRequestSchema = z.strictObject({});
export type AccountExportRequest = z.infer<typeof AccountExportRequestSchema>;

/** POST /api/account/export: everything stored about the caller (a JSON download). Never a token or a token's hash. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    full_name: z.nullable(z.string()),
    picture_url: z.nullable(z.string()),
    companies_used: z.number(),
    premium_until: z.nullable(z.string()),
    signed_out_everywhere_at: z.nullable(z.string()),
    created_at: z.string(),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      last_seen_at: z.string(),
      device: z.string(),
      user_agent: z.nullable(z.string()),
      ip: z.nullable(z.string()),
    }),
  ),
  company_access: z.array(z.object({ company_id: z.string(), company_name: z.string(), first_accessed_at: z.string() })),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      tier: PlanIdSchema,
      starts_at: z.string(),
      ends_at: z.string(),
      payment_reference: z.string(),
      is_test: z.boolean(),
      created_at: z.string(),
    }),
  ),
  audit_events: z.array(
    z.object({
      occurred_at: z.string(),
      action: z.string(),
      target: z.nullable(z.string()),
      outcome: z.enum(['success', 'failure']),
      reason: z.nullable(z.string()),
      ip: z.nullable(z.string()),
      user_agent: z.nullable(z.string()),
    }),
  ),
  /** The lens and pillar weights, or the defaults for a user who never chose. */
  preferences: PreferencesSchema,
  /** The caller's payments, newest first. Optional: exports from before payments have none. No card data is ever stored. */
  payments: z.optional(z.array(AccountExportPaymentSchema)),
  /** The caller's support messages, oldest first. Optional: exports from before the contact form have none. */
  support_messages: z.optional(z.array(AccountExportSupportMessageSchema)),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
