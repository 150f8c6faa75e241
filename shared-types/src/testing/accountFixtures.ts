// Answers of the access and subscription endpoints, parsed through the contract's
// schemas so a change to the contract breaks the fixture instead of the tests.
import { AccessSummarySchema, PLANS, PlansResponseSchema, UpgradeResponseSchema, type SiteInfo } from '../api';

/** A free user who has researched one of five companies. */
export const FREE_ACCESS_SUMMARY = AccessSummarySchema.parse({
  is_premium: false,
  company_names: 'Aravali Cement Works',
  companies: [{ id: 'c-aravali', name: 'Aravali Cement Works' }],
  access_count: 1,
  max_access: 5,
  remaining_access: 4,
  premium_until: null,
});

/** The plan catalogue in the embedded test mode, as GET /api/subscription/plans sends it. */
export const PLANS_ANSWER = PlansResponseSchema.parse({ plans: PLANS, test_mode: true });

/** A successful POST /api/subscription/upgrade to the yearly plan in test mode. */
export const UPGRADE_ANSWER = UpgradeResponseSchema.parse({
  success: true,
  message: '1 Year Premium is active until 1 Jun 2026. Test mode: no real payment was taken.',
  test_mode: true,
  subscription: { tier: '1_year', amount_inr: 2999, starts_at: '2025-06-01T00:00:00.000Z', ends_at: '2026-06-01T00:00:00.000Z', payment_reference: 'test_1' },
});

/** GET /api/site of a server with nothing configured: the default seller, no social links, no GSTIN. */
export const SITE_INFO_ANSWER: SiteInfo = {
  seller: { name: 'Conviction', address: null },
  support_email: null,
  social: { x: null, youtube: null },
  gst_included: false,
  free_company_limit: 5,
};
