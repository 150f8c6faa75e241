import { fyLabel } from '../format';
import { safeDivide, sumKnown } from '../math/growth';
import { computeRoce, type RoceResult } from '../metrics/roce';
import { type FinancialYear } from '../types';
import { type DatedPrice } from './normalise';

/** One fiscal year plus the ratios derived from it, computed once and shared by every section. */
export interface YearView {
  fy: number;
  label: string;
  /** YYYY-MM-DD the fiscal year ended (31 March unless the company's year ends otherwise). */
  periodEnd: string;
  y: FinancialYear;
  /** Reported EPS, else net profit / shares. */
  eps: number | null;
  epsDerived: boolean;
  /** Shares in crore, else net profit / EPS. */
  shares: number | null;
  ebit: number | null;
  ebitBasis: 'pbt_plus_interest' | 'operating_profit' | null;
  netWorth: number | null;
  /** ROCE on the average of opening and closing capital employed when the year before is known, else on year-end. */
  roce: RoceResult;
  /** Net profit / average net worth (opening and closing), else / year-end net worth: a merger's equity late in the year does not dilute it. */
  roe: number | null;
  /** Whether ROE and ROCE rest on average or on year-end capital. */
  capitalBasis: 'average' | 'year_end';
  /** Net profit / average total assets (year-end without the year before): a lender's return on assets. */
  roa: number | null;
  /** Lenders only: interest earned (Screener's revenue row) less interest expended (its interest row), ₹ crore. */
  netInterestIncome: number | null;
  debtToEquity: number | null;
  interestCover: number | null;
  opm: number | null;
  npm: number | null;
  receivableDays: number | null;
  bvps: number | null;
  payout: number | null;
  fcf: number | null;
  /** The price point nearest this fiscal year's own period end, within ±45 days. */
  fyEndPrice: DatedPrice | null;
  pe: number | null;
  priceToCfo: number | null;
}

const DAY_MS = 86_400_000;
const FY_END_WINDOW_DAYS = 45;

/** The price nearest a period end (YYYY-MM-DD), within ±45 days: a December year end is matched in December, not in March. */
export function fiscalYearEndPrice(periodEnd: string, prices: readonly DatedPrice[]): DatedPrice | null {
  const target = Date.parse(periodEnd);
  let best: DatedPrice | null = null;
  let bestGap = Infinity;
  for (const p of prices) {
    const gap = Math.abs(p.time - target);
    if (gap <= FY_END_WINDOW_DAYS * DAY_MS && gap < bestGap) {
      best = p;
      bestGap = gap;
    }
  }
  return best;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The year's own period end when it is a valid date, else 31 March of its fiscal year. */
export function periodEndOf(y: FinancialYear): string {
  const given = typeof y.periodEnd === 'string' ? y.periodEnd.slice(0, 10) : '';
  return ISO_DATE.test(given) && Number.isFinite(Date.parse(given)) ? given : `${y.fiscalYear}-03-31`;
}

function ebitOf(y: FinancialYear): { value: number | null; basis: YearView['ebitBasis'] } {
  const direct = sumKnown([y.profitBeforeTax, y.interest]);
  if (direct !== null) return { value: direct, basis: 'pbt_plus_interest' };
  // Fallback when PBT or interest is missing: operating profit + other income − depreciation.
  const fromOp = sumKnown([y.operatingProfit, y.otherIncome, y.depreciation === null ? null : -y.depreciation]);
  return fromOp !== null ? { value: fromOp, basis: 'operating_profit' } : { value: null, basis: null };
}

const roceInputOf = (y: FinancialYear, ebit: number | null) => ({
  ebit,
  equity: y.equity,
  reserves: y.reserves,
  borrowings: y.borrowings,
  totalAssets: y.totalAssets,
  currentLiabilities: y.currentLiabilities,
});

const positive = (x: number | null): number | null => (x !== null && x > 0 ? x : null);

/** The mean of opening and closing when both are positive, else the closing figure alone (see README, "Returns on average capital"). */
function averageOf(closing: number | null, opening: number | null): { value: number | null; average: boolean } {
  const c = positive(closing);
  const o = positive(opening);
  return c !== null && o !== null ? { value: (c + o) / 2, average: true } : { value: c, average: false };
}

/** ROCE on average capital employed, when the year before has capital employed on the same basis. */
function averageRoce(current: RoceResult, prev: FinancialYear | null, ebit: number | null, isLender: boolean): { roce: RoceResult; average: boolean } {
  if (prev === null || current.basis === null || current.capitalEmployed === null || current.capitalEmployed <= 0 || ebit === null)
    return { roce: current, average: false };
  const before = computeRoce(roceInputOf(prev, ebit), isLender);
  if (before.basis !== current.basis || before.capitalEmployed === null || before.capitalEmployed <= 0) return { roce: current, average: false };
  const capitalEmployed = (current.capitalEmployed + before.capitalEmployed) / 2;
  const value = safeDivide(ebit, capitalEmployed, { positiveDenominator: true });
  if (value === null) return { roce: current, average: false };
  return { roce: { value, basis: current.basis, capitalEmployed, why: null }, average: true };
}

/** `prev` is the fiscal year before, when imported: returns are measured on the average of its and this year's capital. */
export function buildYearView(y: FinancialYear, prices: readonly DatedPrice[], isLender: boolean, prev: FinancialYear | null = null): YearView {
  const derivedEps = y.eps === null ? safeDivide(y.netProfit, y.shares, { positiveDenominator: true }) : null;
  const eps = y.eps ?? derivedEps;
  const impliedShares = y.shares === null ? safeDivide(y.netProfit, y.eps) : null;
  const shares = y.shares !== null && y.shares > 0 ? y.shares : impliedShares !== null && impliedShares > 0 ? impliedShares : null;
  const ebit = ebitOf(y);
  const netWorth = sumKnown([y.equity, y.reserves]);
  const positiveNetWorth = netWorth !== null && netWorth > 0 ? netWorth : null;
  const periodEnd = periodEndOf(y);
  const fyEndPrice = fiscalYearEndPrice(periodEnd, prices);
  const marketCap = fyEndPrice !== null && shares !== null ? fyEndPrice.price * shares : null;
  const fcf = y.operatingCashFlow !== null && y.capex !== null ? y.operatingCashFlow - y.capex : null;
  const avgNetWorth = averageOf(netWorth, prev === null ? null : sumKnown([prev.equity, prev.reserves]));
  const avgAssets = averageOf(y.totalAssets, prev?.totalAssets ?? null);
  const roce = averageRoce(computeRoce(roceInputOf(y, ebit.value), isLender), prev, ebit.value, isLender);

  return {
    fy: y.fiscalYear,
    label: fyLabel(y.fiscalYear),
    periodEnd,
    y,
    eps,
    epsDerived: derivedEps !== null,
    shares,
    ebit: ebit.value,
    ebitBasis: ebit.basis,
    netWorth,
    roce: roce.roce,
    roe: positiveNetWorth === null ? null : safeDivide(y.netProfit, avgNetWorth.value),
    capitalBasis: avgNetWorth.average || roce.average ? 'average' : 'year_end',
    roa: safeDivide(y.netProfit, avgAssets.value),
    netInterestIncome: isLender && y.sales !== null && y.interest !== null ? y.sales - y.interest : null,
    debtToEquity: safeDivide(y.borrowings, positiveNetWorth),
    interestCover: safeDivide(ebit.value, y.interest, { positiveDenominator: true }),
    opm: safeDivide(y.operatingProfit, y.sales, { positiveDenominator: true }),
    npm: safeDivide(y.netProfit, y.sales, { positiveDenominator: true }),
    receivableDays: y.receivables === null ? null : safeDivide(y.receivables * 365, y.sales, { positiveDenominator: true }),
    bvps: safeDivide(netWorth, shares, { positiveDenominator: true }),
    payout: y.netProfit !== null && y.netProfit > 0 ? safeDivide(y.dividends, y.netProfit) : null,
    fcf,
    fyEndPrice,
    pe: fyEndPrice !== null && eps !== null && eps > 0 ? safeDivide(fyEndPrice.price, eps) : null,
    priceToCfo: marketCap !== null ? safeDivide(marketCap, y.operatingCashFlow !== null && y.operatingCashFlow > 0 ? y.operatingCashFlow : null) : null,
  };
}
