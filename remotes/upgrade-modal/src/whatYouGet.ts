import { PREMIUM_CATALOGUE, PREMIUM_LINES, planFeatureLines, type Plan, type PremiumFeature, type PremiumLine } from 'shared-types/api';

/** One of the dialog's plan lines with what stands behind it (docs/premium.md). */
export interface LineDetails {
  line: PremiumLine;
  /** The catalogue's shipped entries behind the line, in the catalogue's order. */
  features: PremiumFeature[];
  /** The plans listing the line when not all of them do ('Exclusive reports': the yearly plan); else empty. */
  onlyIn: Plan[];
}

/**
 * The 'What you get' list: every line a plan card shows (the server's `features`,
 * which is what is charged for), with the catalogue's entries under it, so each
 * line names things that exist. Lines keep the catalogue's order.
 */
export function whatYouGet(plans: readonly Plan[]): LineDetails[] {
  return PREMIUM_LINES.flatMap((line) => {
    const listing = plans.filter((plan) => plan.features.includes(line));
    if (listing.length === 0) return [];
    // The entries any listing plan has under the line (planFeatureLines: shipped ones only).
    const shown = new Set(listing.flatMap((plan) => planFeatureLines(plan.id).flatMap((group) => (group.line === line ? group.features : []))));
    const features = PREMIUM_CATALOGUE.filter((entry) => shown.has(entry));
    return [{ line, features, onlyIn: listing.length < plans.length ? listing : [] }];
  });
}
