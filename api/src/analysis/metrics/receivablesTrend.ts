import { type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { THRESHOLDS } from './riskFactorTypes';

/**
 * Receivable days in the latest year against the earliest of the five years before it: the
 * one reading behind Part 1's 'Receivables against sales' signal and Part 2's working-capital
 * stretch, so the two cannot disagree (api/src/analysis/README.md, 'Risk table'). A stretch is
 * a rise of more than 10 days and more than 20%: customers taking longer to pay.
 */

export const RECEIVABLES_LOOKBACK_YEARS = 5;

export type ReceivablesTrend =
  | { kind: 'measured'; from: YearView; to: YearView; fromDays: number; toDays: number; rise: number; stretched: boolean }
  | { kind: 'na'; missing: 'statements' | 'latest_days' | 'earlier_year' };

export function receivablesTrend(ctx: Context, t: YearView | null = ctx.latest): ReceivablesTrend {
  if (t === null) return { kind: 'na', missing: 'statements' };
  if (t.receivableDays === null) return { kind: 'na', missing: 'latest_days' };
  let from: YearView | undefined;
  for (let fy = t.fy - RECEIVABLES_LOOKBACK_YEARS; fy < t.fy && from === undefined; fy += 1) {
    const v = ctx.byFy.get(fy);
    if (v !== undefined && v.receivableDays !== null) from = v;
  }
  if (from === undefined || from.receivableDays === null) return { kind: 'na', missing: 'earlier_year' };
  const rise = t.receivableDays - from.receivableDays;
  const stretched = rise > THRESHOLDS.receivableDaysRise && rise > THRESHOLDS.receivableDaysRiseShare * from.receivableDays;
  return { kind: 'measured', from, to: t, fromDays: from.receivableDays, toDays: t.receivableDays, rise, stretched };
}
