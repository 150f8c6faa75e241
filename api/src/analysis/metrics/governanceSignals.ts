import { type GovernanceSignal, type GovernanceSignalId, type Reason, type ReasonParam } from 'shared-types/api';
import { STATUTORY_TAX_RATE } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { reclassifiedFyBetween } from '../context/reclassified';
import { type YearView } from '../context/yearMetrics';
import { fyLabel, fySpan } from '../format';
import { cagr, median, safeDivide } from '../math/growth';
import { figure, reason } from '../v2/figure';
import { taxRateOf } from './afterTaxReturns';
import { receivablesTrend } from './receivablesTrend';
import { THRESHOLDS } from './riskFactorTypes';
import { shareChangeDetailBetween } from './shareChange';

/**
 * What the statements say about governance when no guidance ledger does
 * (and beside it when one does): earnings quality, capital allocation,
 * shareholder treatment, and tax and other income. Each signal is data
 * (shared-types `GovernanceSignal`): 'concern', 'ok' or 'not_assessed', with
 * a reason code carrying its figures and stated threshold, or why it was not
 * assessed. The words are the catalogue's (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

export type { GovernanceSignal } from 'shared-types/api';

export const GOVERNANCE_THRESHOLDS = {
  cashConversion: 0.8,
  valuePerRupeeRetained: 1,
  /** Share count growth per year, on average over the window. */
  dilutionPerYear: 0.01,
  /** New borrowing must cover at least this share of the dividend not paid from free cash flow. */
  borrowedShareOfDividendGap: 0.5,
  /** Years of dividends paid from borrowing that make a concern. */
  borrowedDividendYears: 2,
  /** An effective tax rate this far below the statutory rate is a question to ask. */
  taxGap: 0.1,
  otherIncomeShare: 0.25,
} as const;

const T = GOVERNANCE_THRESHOLDS;
const na = (id: GovernanceSignalId, code: string, params?: Record<string, ReasonParam | undefined>): GovernanceSignal => ({
  id,
  outcome: 'not_assessed',
  reason: reason(code, params),
});
const judged = (id: GovernanceSignalId, concern: boolean, why: Reason): GovernanceSignal => ({ id, outcome: concern ? 'concern' : 'ok', reason: why });

function cashBacking(ctx: Context): GovernanceSignal {
  const years = lastYears(ctx, 5).filter((v) => v.y.operatingCashFlow !== null && v.y.netProfit !== null);
  const cfo = years.reduce((s, v) => s + (v.y.operatingCashFlow as number), 0);
  const np = years.reduce((s, v) => s + (v.y.netProfit as number), 0);
  if (years.length < 3) return na('cash_backing', 'governance.cash_backing.too_few_years');
  if (np <= 0) return na('cash_backing', 'governance.cash_backing.no_cumulative_profit');
  const ratio = cfo / np;
  const span = fySpan(years[0]?.fy ?? 0, years.at(-1)?.fy ?? 0);
  return judged(
    'cash_backing',
    ratio < T.cashConversion,
    reason('governance.cash_backing.measured', {
      period: span,
      operating_cash_flow: figure(cfo, 'inr_crore'),
      net_profit: figure(np, 'inr_crore'),
      conversion: figure(ratio, 'fraction'),
      threshold: figure(T.cashConversion, 'fraction'),
    }),
  );
}

function receivablesVsSales(ctx: Context): GovernanceSignal {
  // The same reading as Part 2's working-capital stretch, so the two parts agree.
  const trend = receivablesTrend(ctx);
  if (trend.kind === 'na') {
    const t = ctx.latest;
    return t !== null && t.receivableDays === null
      ? na('receivables_vs_sales', 'governance.receivables.latest_unknown', { fy: t.label })
      : na('receivables_vs_sales', 'governance.receivables.no_earlier_year');
  }
  return judged(
    'receivables_vs_sales',
    trend.stretched,
    reason('governance.receivables.measured', {
      from_fy: trend.from.label,
      to_fy: trend.to.label,
      from_days: figure(trend.fromDays, 'days'),
      to_days: figure(trend.toDays, 'days'),
      // Half a day either way reads as steady.
      movement: trend.rise >= 0.5 ? 'up' : trend.rise <= -0.5 ? 'down' : 'steady',
      rise_above: figure(THRESHOLDS.receivableDaysRise, 'days'),
      rise_share_above: figure(THRESHOLDS.receivableDaysRiseShare, 'fraction'),
    }),
  );
}

const marketCap = (v: YearView): number | null => (v.fyEndPrice !== null && v.shares !== null ? v.fyEndPrice.price * v.shares : null);

/**
 * Buffett's one-rupee test, as figures: Δ market value over up to ten years against the profit retained;
 * when it cannot be made, why as a v2 code (and the period it was asked over).
 */
export type RetainedValue =
  | { kind: 'value'; fromFy: number; toFy: number; created: number; retained: number; perRupee: number }
  | { kind: 'na'; code: string; period?: string };

export function retainedValue(ctx: Context): RetainedValue {
  const years = lastYears(ctx, 10);
  const start = years.find((v) => marketCap(v) !== null);
  const end = [...years].reverse().find((v) => marketCap(v) !== null);
  if (start === undefined || end === undefined || end.fy - start.fy < 5) return { kind: 'na', code: 'governance.value_retained.no_market_values' };
  const window = years.filter((v) => v.fy > start.fy && v.fy <= end.fy);
  if (window.some((v) => v.y.netProfit === null)) return { kind: 'na', code: 'governance.value_retained.net_profit_missing' };
  const retained = window.reduce((s, v) => s + (v.y.netProfit as number) - (v.y.dividends ?? 0), 0);
  const created = (marketCap(end) as number) - (marketCap(start) as number);
  const period = fySpan(start.fy, end.fy);
  if (retained <= 0) return { kind: 'na', code: 'governance.value_retained.nothing_retained', period };
  const perRupee = safeDivide(created, retained);
  if (perRupee === null) return { kind: 'na', code: 'governance.value_retained.not_computable' };
  return { kind: 'value', fromFy: start.fy, toFy: end.fy, created, retained, perRupee };
}

function valueCreated(ctx: Context): GovernanceSignal {
  const r = retainedValue(ctx);
  if (r.kind === 'na') return na('value_per_rupee_retained', r.code, { period: r.period });
  return judged(
    'value_per_rupee_retained',
    r.perRupee < T.valuePerRupeeRetained,
    reason('governance.value_retained.measured', {
      period: fySpan(r.fromFy, r.toFy),
      market_value_change: figure(Math.abs(r.created), 'inr_crore'),
      direction: r.created >= 0 ? 'up' : 'down',
      retained: figure(r.retained, 'inr_crore'),
      per_rupee: figure(r.perRupee, 'inr'),
      threshold: figure(T.valuePerRupeeRetained, 'inr'),
    }),
  );
}

function dividendsOnDebt(ctx: Context): GovernanceSignal {
  const years = lastYears(ctx, 5);
  // A rise in borrowings across a year two exports define differently is a reclassification, not new debt.
  const flagged = [...new Set(years.map((v) => reclassifiedFyBetween(ctx, v.fy - 1, v.fy)).filter((fy): fy is number => fy !== null))];
  const reclassified = flagged.length === 0 ? undefined : flagged.map(fyLabel);
  const checked = years.filter(
    (v) =>
      v.y.dividends !== null &&
      v.fcf !== null &&
      v.y.borrowings !== null &&
      ctx.byFy.get(v.fy - 1)?.y.borrowings != null &&
      reclassifiedFyBetween(ctx, v.fy - 1, v.fy) === null,
  );
  if (checked.length < 2) return na('dividends_while_borrowing', 'governance.dividends_borrowing.too_few_years', { reclassified });
  // Material only: a lease liability creeping up beside a special dividend is not borrowing to pay it.
  const funded = checked.filter((v) => {
    const rise = (v.y.borrowings as number) - (ctx.byFy.get(v.fy - 1)?.y.borrowings as number);
    const gap = (v.y.dividends as number) - Math.max(0, v.fcf as number);
    return (v.y.dividends as number) > 0 && gap > 0 && rise >= T.borrowedShareOfDividendGap * gap;
  });
  return judged(
    'dividends_while_borrowing',
    funded.length >= T.borrowedDividendYears,
    reason('governance.dividends_borrowing.measured', {
      funded_years: funded.length,
      checked_years: checked.length,
      period: fySpan(checked[0]?.fy ?? 0, checked.at(-1)?.fy ?? 0),
      funded: funded.length === 0 ? undefined : funded.map((v) => v.label),
      borrowed_share_of_gap: figure(T.borrowedShareOfDividendGap, 'fraction'),
      threshold_years: T.borrowedDividendYears,
      reclassified,
    }),
  );
}

function shareCount(ctx: Context): GovernanceSignal {
  const years = lastYears(ctx, 10).filter((v) => v.y.shares !== null && (v.y.shares as number) > 0);
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined || first === last) return na('share_count', 'governance.share_count.too_few_years');
  // The one computation Piotroski, the dilution risk and the score read too (metrics/shareChange.ts).
  const found = shareChangeDetailBetween(ctx, first, last);
  if (found === null) return na('share_count', 'governance.share_count.too_few_years');
  const moved = found.change;
  const perYear = cagr(1, 1 + moved.dilution, last.fy - first.fy) ?? 0;
  const signal = judged(
    'share_count',
    perYear > T.dilutionPerYear,
    reason('governance.share_count.measured', {
      period: fySpan(first.fy, last.fy),
      change: figure(Math.abs(moved.change), 'fraction'),
      direction: moved.change >= 0 ? 'up' : 'down',
      dilution_per_year: figure(perYear, 'fraction'),
      threshold: figure(T.dilutionPerYear, 'fraction'),
    }),
  );
  // Shares outstanding in crore, a plain figure: the message says '(crore)'.
  const series = years.map((v) => figure(v.y.shares as number, 'number', v.label));
  return found.notes.length === 0 ? { ...signal, series } : { ...signal, series, corporate_actions: found.notes };
}

function taxRate(ctx: Context): GovernanceSignal {
  const rates = lastYears(ctx, 5)
    .map(taxRateOf)
    .filter((r) => r.basis === 'effective')
    .map((r) => r.rate);
  const m = median(rates);
  if (m === null || rates.length < 3) return na('effective_tax_rate', 'governance.tax_rate.too_few_years');
  return judged(
    'effective_tax_rate',
    m < STATUTORY_TAX_RATE - T.taxGap,
    reason('governance.tax_rate.measured', {
      median_rate: figure(m, 'fraction'),
      years: rates.length,
      statutory_rate: figure(STATUTORY_TAX_RATE, 'fraction'),
      gap_above: figure(T.taxGap * 100, 'percentage_points'),
    }),
  );
}

function otherIncome(ctx: Context): GovernanceSignal {
  const years = lastYears(ctx, 5).filter((v) => v.y.otherIncome !== null && v.y.profitBeforeTax !== null && (v.y.profitBeforeTax as number) > 0);
  if (years.length < 3) return na('other_income_share', 'governance.other_income.too_few_years');
  const share = safeDivide(
    years.reduce((s, v) => s + (v.y.otherIncome as number), 0),
    years.reduce((s, v) => s + (v.y.profitBeforeTax as number), 0),
    { positiveDenominator: true },
  );
  if (share === null) return na('other_income_share', 'governance.other_income.not_computable');
  return judged(
    'other_income_share',
    share > T.otherIncomeShare,
    reason('governance.other_income.measured', {
      period: fySpan(years[0]?.fy ?? 0, years.at(-1)?.fy ?? 0),
      share: figure(share, 'fraction'),
      threshold: figure(T.otherIncomeShare, 'fraction'),
    }),
  );
}

export function governanceSignals(ctx: Context): GovernanceSignal[] {
  if (ctx.latest === null) return [];
  const lender = ctx.isLender;
  return [
    // A lender's cash flow and 'receivables' are its loan book: those two signals do not apply.
    ...(lender ? [] : [cashBacking(ctx), receivablesVsSales(ctx)]),
    valueCreated(ctx),
    ...(lender ? [] : [dividendsOnDebt(ctx)]),
    shareCount(ctx),
    taxRate(ctx),
    // A bank's fee income is 'other income' and much of its profit: not a warning sign there.
    ...(lender ? [] : [otherIncome(ctx)]),
  ];
}
