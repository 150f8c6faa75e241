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
  roce: RoceResult;
  roe: number | null;
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

export function buildYearView(y: FinancialYear, prices: readonly DatedPrice[], isLender: boolean): YearView {
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
    roce: computeRoce(
      {
        ebit: ebit.value,
        equity: y.equity,
        reserves: y.reserves,
        borrowings: y.borrowings,
        totalAssets: y.totalAssets,
        currentLiabilities: y.currentLiabilities,
      },
      isLender,
    ),
    roe: safeDivide(y.netProfit, positiveNetWorth),
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
