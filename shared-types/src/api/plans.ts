import * as z from 'zod/mini';
import { planFeatures } from './premium/premiumCatalogue';

/** Premium plans (docs/product-rules.md). Amounts are whole rupees. */
export const PLAN_IDS = ['3_months', '1_year'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

/** One plan as the API lists it (GET /api/subscription/plans) and the upgrade dialog shows it. */
export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  priceInr: z.number().check(z.int(), z.gt(0)),
  durationMonths: z.number().check(z.int(), z.gt(0)),
  features: z.readonly(z.array(z.string())),
  mostPopular: z.boolean(),
  defaultSelection: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  '3_months': {
    id: '3_months',
    name: '3 Months Premium',
    priceInr: 999,
    durationMonths: 3,
    features: planFeatures('3_months'),
    mostPopular: false,
    defaultSelection: true,
  },
  '1_year': {
    id: '1_year',
    name: '1 Year Premium',
    priceInr: 2999,
    durationMonths: 12,
    features: planFeatures('1_year'),
    mostPopular: true,
    defaultSelection: false,
  },
};
