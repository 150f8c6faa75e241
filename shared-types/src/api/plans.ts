import * as z from 'zod/mini';

/** Premium plans (specification sections 3 and 9). Amounts are whole rupees. */
export const PLAN_IDS = ['3_months', '1_year'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

export interface Plan {
  id: PlanId;
  name: string;
  priceInr: number;
  durationMonths: number;
  features: readonly string[];
  mostPopular: boolean;
  defaultSelection: boolean;
}

const BASE_FEATURES = ['Unlimited company access', 'Advanced analytics', 'Priority support'] as const;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  '3_months': {
    id: '3_months',
    name: '3 Months Premium',
    priceInr: 999,
    durationMonths: 3,
    features: BASE_FEATURES,
    mostPopular: false,
    defaultSelection: true,
  },
  '1_year': {
    id: '1_year',
    name: '1 Year Premium',
    priceInr: 2999,
    durationMonths: 12,
    features: [...BASE_FEATURES, 'Exclusive reports'],
    mostPopular: true,
    defaultSelection: false,
  },
};
