import * as z from 'zod/mini';
import { PlanIdSchema, PlanSchema } from './plans';

/** POST /api/subscription/upgrade. The amount comes from the server's plan catalogue, never the client. */
export const UpgradeRequestSchema = z.strictObject({
  subscription_tier: PlanIdSchema,
  user_id: z.optional(z.string().check(z.maxLength(64))),
});
export type UpgradeRequest = z.infer<typeof UpgradeRequestSchema>;

export const UpgradeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True while payments run in the embedded test mode: no real money moves. */
  test_mode: z.boolean(),
  subscription: z.object({
    tier: PlanIdSchema,
    amount_inr: z.number(),
    starts_at: z.string(),
    ends_at: z.string(),
    payment_reference: z.string(),
  }),
});
export type UpgradeResponse = z.infer<typeof UpgradeResponseSchema>;

export const UPGRADE_FAILED = 'Failed to upgrade subscription';

/**
 * GET /api/subscription/plans (public): the catalogue the server charges from,
 * and whether payments run in test mode (no real money moves), so the dialog
 * can say so before anyone pays.
 */
export const PlansResponseSchema = z.object({
  plans: z.record(PlanIdSchema, PlanSchema),
  test_mode: z.boolean(),
  /** True when the seller has a GSTIN (GSTIN is set): the prices include 18% GST. Absent from servers before it: read as false. */
  gst_included: z.optional(z.boolean()),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;
