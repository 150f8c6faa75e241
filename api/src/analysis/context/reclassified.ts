import { type Reason } from 'shared-types/api';
import { fyLabel } from '../format';
import { type FinancialYear, type ReclassifiedYear } from '../types';
import { reason } from '../v2/figure';
import { periodEndOf } from './yearMetrics';

/**
 * Years two Screener exports define differently (api/src/analysis/README.md, 'Reclassified
 * years'): keyed by fiscal year, and nothing is differenced across one. Capex estimated from
 * the change in net block is such a difference, so it is left out here, once, for every reader.
 */

/** The fiscal year a flagged period end belongs to: the year that ended then, else by the date (October or later is the next). */
function fiscalYearOfEnd(periodEnd: string, years: readonly FinancialYear[]): number {
  const end = String(periodEnd).slice(0, 10);
  const match = years.find((y) => periodEndOf(y) === end);
  if (match !== undefined) return match.fiscalYear;
  const year = Number(end.slice(0, 4));
  return Number(end.slice(5, 7)) >= 10 ? year + 1 : year;
}

export function reclassifiedByFy(flagged: readonly ReclassifiedYear[] | undefined, years: readonly FinancialYear[]): Map<number, ReclassifiedYear> {
  return new Map((flagged ?? []).map((r) => [fiscalYearOfEnd(r.periodEnd, years), r] as const));
}

/**
 * The flagged fiscal year between two years inclusive, or null: a balance-sheet figure
 * differenced from one to the other would compare two definitions.
 */
export function reclassifiedFyBetween(ctx: { reclassified: ReadonlyMap<number, ReclassifiedYear> }, fromFy: number, toFy: number): number | null {
  for (let fy = Math.min(fromFy, toFy); fy <= Math.max(fromFy, toFy); fy += 1) if (ctx.reclassified.has(fy)) return fy;
  return null;
}

/** Years with capex estimated across a flagged year set to unknown (capexEstimated kept, so readers can say why), with a code each. */
export function withoutCapexAcrossFlagged(
  years: readonly FinancialYear[],
  reclassified: ReadonlyMap<number, ReclassifiedYear>,
): { years: FinancialYear[]; dropped: Reason[] } {
  const dropped: Reason[] = [];
  const out = years.map((y) => {
    const flagged = y.capexEstimated && y.capex !== null ? reclassifiedFyBetween({ reclassified }, y.fiscalYear - 1, y.fiscalYear) : null;
    if (flagged === null) return y;
    dropped.push(reason('missing.capex_across_reclassified', { fiscal_year: fyLabel(y.fiscalYear), reclassified_year: fyLabel(flagged) }));
    return { ...y, capex: null };
  });
  return { years: out, dropped };
}
