import type { PlanId } from '../plans';

/**
 * What premium adds, in one place (docs/premium.md). The upgrade dialog lists
 * its lines from here, the docs describe these entries, and the server checks
 * each entry's limit and answers its `refusal` code with a 403. Free users keep
 * everything not listed here.
 *
 * An entry is listed by the dialog only once it has shipped: a product that
 * takes money must not promise what it does not have.
 */

/** The dialog's feature lines, in the spec's words, in the order shown. */
export const PREMIUM_LINES = ['Unlimited company access', 'Advanced analytics', 'Priority support', 'Exclusive reports'] as const;
export type PremiumLine = (typeof PREMIUM_LINES)[number];

export const PREMIUM_FEATURE_IDS = [
  'unlimited_companies',
  'compare_more',
  'saved_screens_more',
  'excel_downloads',
  'priority_support',
  'exclusive_reports',
] as const;
export type PremiumFeatureId = (typeof PREMIUM_FEATURE_IDS)[number];

export interface PremiumFeature {
  id: PremiumFeatureId;
  /** The dialog line it makes true. */
  line: PremiumLine;
  /** What premium gives, as the dialog shows it under its line. */
  premium: string;
  /** What a free user has instead (kept: nothing a free user has today is taken away). */
  free: string;
  /** The plans that include it. */
  plans: readonly PlanId[];
  /** The error code of the server's 403 for a user without it (null: nothing is refused, e.g. support is only ordered). */
  refusal: string | null;
  /** Listed by the dialog only when true. */
  shipped: boolean;
}

const BOTH_PLANS: readonly PlanId[] = ['3_months', '1_year'];

/** Numeric limits, free and premium (null: no limit). */
export const PREMIUM_LIMITS = {
  /** Distinct companies a free user may research: the server's FREE_COMPANY_LIMIT decides (default 5). */
  companies: { free: 5, premium: null },
  comparedCompanies: { free: 2, premium: 4 },
  savedScreens: { free: 3, premium: null },
} as const;

export const PREMIUM_CATALOGUE: readonly PremiumFeature[] = [
  {
    id: 'unlimited_companies',
    line: 'Unlimited company access',
    premium: 'Research any number of companies',
    free: `Research ${PREMIUM_LIMITS.companies.free} companies`,
    plans: BOTH_PLANS,
    refusal: 'access_limit_reached',
    shipped: true,
  },
  {
    id: 'compare_more',
    line: 'Advanced analytics',
    premium: `Compare up to ${PREMIUM_LIMITS.comparedCompanies.premium} companies side by side`,
    free: `Compare ${PREMIUM_LIMITS.comparedCompanies.free} companies`,
    plans: BOTH_PLANS,
    refusal: 'compare_limit',
    shipped: true,
  },
  {
    id: 'saved_screens_more',
    line: 'Advanced analytics',
    premium: 'Keep any number of saved screens',
    free: `Keep ${PREMIUM_LIMITS.savedScreens.free} saved screens`,
    plans: BOTH_PLANS,
    refusal: 'saved_screen_limit',
    shipped: true,
  },
  {
    id: 'excel_downloads',
    line: 'Advanced analytics',
    premium: 'Excel downloads of statements and screen results',
    free: 'CSV downloads',
    plans: BOTH_PLANS,
    refusal: 'premium_required',
    shipped: true,
  },
  {
    id: 'priority_support',
    line: 'Priority support',
    premium: 'Your messages are answered first',
    free: 'The contact form, answered in turn',
    plans: BOTH_PLANS,
    refusal: null,
    shipped: true,
  },
  {
    id: 'exclusive_reports',
    line: 'Exclusive reports',
    premium: 'A PDF report of any company you have researched',
    free: 'The report on the page',
    plans: ['1_year'],
    refusal: 'yearly_plan_required',
    shipped: true,
  },
];

export function premiumFeature(id: PremiumFeatureId): PremiumFeature {
  const feature = PREMIUM_CATALOGUE.find((entry) => entry.id === id);
  if (!feature) throw new Error(`Unknown premium feature ${id}`);
  return feature;
}

/** The shipped entries of a plan, grouped under the dialog's lines, in the lines' order. */
export function planFeatureLines(plan: PlanId): { line: PremiumLine; features: PremiumFeature[] }[] {
  return PREMIUM_LINES.map((line) => ({
    line,
    features: PREMIUM_CATALOGUE.filter((entry) => entry.line === line && entry.shipped && entry.plans.includes(plan)),
  })).filter((group) => group.features.length > 0);
}

/** The dialog's line labels for a plan: a line shows only when something shipped stands behind it. */
export function planFeatures(plan: PlanId): PremiumLine[] {
  return planFeatureLines(plan).map((group) => group.line);
}
