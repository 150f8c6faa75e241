import { type CompanyKind, type KeyFigure, type KeyFigureReason, type KeyFigures } from 'shared-types/api';
import { type FinancialYear } from '../analysis/types';
import { type StoredPriceRow } from '../db/priceHistoryRepository';
import { type ShareAction } from '../statements/statementTypes';
import { latestPriceRow, priceSourceOf } from './priceSources';

/**
 * The key figures strip (docs/company-page.md, 'Key figures'): plain data in, figures out; no
 * database and no clock. Ratios come from market capitalisation and whole-company amounts (profit,
 * net worth, dividends), never from a close and a per-share figure, so a split or bonus cannot make
 * one up. A figure the data lacks is null with the reason.
 */
export interface KeyFigureInputs {
  kind: CompanyKind;
  hasStatements: boolean;
  prices: readonly StoredPriceRow[];
  /** The exchange's latest share count (shares, not crore). */
  shareCount: { as_of: string; shares: number } | null;
  /** The statements page's own market capitalisation (a close within a week of the share count), for when the latest close cannot be paired. */
  pairedMarketCap: { value: number; as_of: string } | null;
  actions: readonly ShareAction[];
  /** The engine's years (statements/engineYears.ts), oldest first. */
  years: readonly FinancialYear[];
  /** Quarters of the merged history, oldest first: end, months and the owners' profit. */
  quarters: ReadonlyArray<{ end: string; months: number; netProfit: number | null }>;
  weekRange: { as_of: string; high: number | null; low: number | null; reliable: boolean } | null;
  /** The stored analysis: its score, why it has none (analysis_meta.not_rated_code), and its own return on capital (percent). */
  analysis: {
    score: number | null;
    computedAt: string;
    returnOnCapital: { value: number; asOf: string } | null;
    notRatedCode?: string | null;
  } | null;
}

type Figure = KeyFigure & { period?: 'ttm' | 'fiscal_year' };
const missing = (reason: KeyFigureReason, as_of: string | null = null): Figure => ({ value: null, reason, as_of });
const known = (value: number, as_of: string | null): Figure => ({ value: round2(value), reason: null, as_of });
const round2 = (value: number): number => Math.round(value * 100) / 100 + 0;

export function keyFigures(input: KeyFigureInputs): KeyFigures {
  const priceRow = latestPriceRow(input.prices);
  const cap = marketCap(input, priceRow);
  const years = [...input.years].sort((a, b) => (yearEnd(a) < yearEnd(b) ? -1 : 1));
  return {
    price:
      priceRow === null
        ? { value: null, reason: 'no_price', as_of: null, source: null, approximate: false }
        : { value: priceRow.price, reason: null, as_of: priceRow.as_of, source: priceSourceOf(priceRow), approximate: priceRow.approximate },
    market_cap: cap,
    pe_ttm: priceToEarnings(input, cap, years),
    pb: priceToBook(input, cap, years),
    return_on_capital: returnOnCapital(input, years),
    dividend_yield: dividendYield(input, cap, years),
    week_range: weekRange(input.weekRange),
    score: scoreFigure(input.analysis),
  };
}

function scoreFigure(analysis: KeyFigureInputs['analysis']): KeyFigures['score'] {
  if (analysis === null) return missing('not_rated');
  const day = analysis.computedAt.slice(0, 10);
  if (analysis.score !== null) return known(analysis.score, day);
  const code = analysis.notRatedCode ?? null;
  return code === null ? missing('not_rated', day) : { ...missing('not_rated', day), not_rated_code: code };
}

/** The share count and the close must be on the same side of every split and bonus. */
function splitBetween(actions: readonly ShareAction[], a: string, b: string): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  return actions.some((action) => action.shareMultiplier !== 1 && action.exDate > from && action.exDate <= to);
}

/** ₹ crore: shares outstanding × the latest close, dated by the close. */
function marketCap(input: KeyFigureInputs, price: StoredPriceRow | null): Figure {
  if (price === null) return missing('no_price');
  const latestYear = [...input.years].reverse().find((year) => year.shares !== null && year.shares > 0);
  const shares =
    input.shareCount !== null && input.shareCount.shares > 0
      ? { crore: input.shareCount.shares / 1e7, asOf: input.shareCount.as_of }
      : latestYear !== undefined
        ? { crore: latestYear.shares!, asOf: yearEnd(latestYear) }
        : null;
  if (shares !== null && !splitBetween(input.actions, shares.asOf, price.as_of)) return known(shares.crore * price.price, price.as_of);
  if (input.pairedMarketCap !== null) return known(input.pairedMarketCap.value, input.pairedMarketCap.as_of);
  return missing('no_shares_outstanding');
}

/** Market capitalisation ÷ the latest four quarters' profit, else the latest year's; `period` says which. */
function priceToEarnings(input: KeyFigureInputs, cap: Figure, years: readonly FinancialYear[]): Figure {
  const profit = trailingProfit(input.quarters) ?? latestYearProfit(years);
  if (profit === null) return missing(input.hasStatements ? 'no_ttm_profit' : 'no_statements');
  if (profit.value <= 0) return { ...missing('loss_making', profit.asOf), period: profit.period };
  if (cap.value === null) return { ...missing(cap.reason!, profit.asOf), period: profit.period };
  return { ...known(cap.value / profit.value, profit.asOf), period: profit.period };
}

interface Profit {
  value: number;
  asOf: string;
  period: 'ttm' | 'fiscal_year';
}

/** The sum of the latest four quarters when they are consecutive three-month quarters, each with a profit. */
export function trailingProfit(quarters: KeyFigureInputs['quarters']): Profit | null {
  const lastFour = quarters.filter((quarter) => quarter.months === 3).slice(-4);
  if (lastFour.length < 4) return null;
  for (let i = 1; i < 4; i += 1) {
    if (monthIndex(lastFour[i]!.end) - monthIndex(lastFour[i - 1]!.end) !== 3) return null;
  }
  if (lastFour.some((quarter) => quarter.netProfit === null)) return null;
  const value = lastFour.reduce((sum, quarter) => sum + quarter.netProfit!, 0);
  return { value, asOf: lastFour[3]!.end, period: 'ttm' };
}

function latestYearProfit(years: readonly FinancialYear[]): Profit | null {
  const year = years.at(-1);
  if (year === undefined || year.netProfit === null) return null;
  // A 15-month transition year is put on twelve months, as the engine does.
  const months = year.months ?? 12;
  return { value: (year.netProfit * 12) / months, asOf: yearEnd(year), period: 'fiscal_year' };
}

function netWorth(year: FinancialYear | undefined): number | null {
  return year === undefined || year.equity === null || year.reserves === null ? null : year.equity + year.reserves;
}

function priceToBook(input: KeyFigureInputs, cap: Figure, years: readonly FinancialYear[]): Figure {
  const year = [...years].reverse().find((candidate) => netWorth(candidate) !== null);
  if (year === undefined) return missing(input.hasStatements ? 'no_book_value' : 'no_statements');
  const worth = netWorth(year)!;
  if (worth <= 0) return missing('negative_book_value', yearEnd(year));
  if (cap.value === null) return missing(cap.reason!, yearEnd(year));
  return known(cap.value / worth, yearEnd(year));
}

/**
 * Percent, on the average of the year's opening and closing capital: ROCE (EBIT ÷ net worth and
 * borrowings), ROE for lenders (profit ÷ net worth). The stored analysis's own figure when it has
 * one, so a figure shown twice on the page comes from one computation.
 */
function returnOnCapital(input: KeyFigureInputs, years: readonly FinancialYear[]): KeyFigures['return_on_capital'] {
  const kind = input.kind === 'lender' ? 'roe' : 'roce';
  const fromAnalysis = input.analysis?.returnOnCapital;
  if (fromAnalysis) return { ...known(fromAnalysis.value, fromAnalysis.asOf), kind };
  const year = years.at(-1);
  if (year === undefined) return { ...missing('no_statements'), kind };
  const previous = years.at(-2);
  const capitalOf = (y: FinancialYear | undefined) => {
    const worth = netWorth(y);
    if (kind === 'roe') return worth;
    return worth === null || y?.borrowings === null || y?.borrowings === undefined ? null : worth + y.borrowings;
  };
  const closing = capitalOf(year);
  const opening = previous !== undefined && previous.fiscalYear === year.fiscalYear - 1 ? capitalOf(previous) : null;
  const capital = closing === null ? null : opening === null ? closing : (opening + closing) / 2;
  const noCapital: KeyFigureReason = kind === 'roe' ? 'no_book_value' : 'no_capital_employed';
  if (capital === null || capital <= 0) return { ...missing(noCapital, yearEnd(year)), kind };
  const earnings = kind === 'roe' ? year.netProfit : year.profitBeforeTax === null || year.interest === null ? null : year.profitBeforeTax + year.interest;
  if (earnings === null) return { ...missing('no_ttm_profit', yearEnd(year)), kind };
  const months = year.months ?? 12;
  return { ...known(((earnings * 12) / months / capital) * 100, yearEnd(year)), kind };
}

/** Percent: the latest year's dividends (as known) ÷ market capitalisation. */
function dividendYield(input: KeyFigureInputs, cap: Figure, years: readonly FinancialYear[]): Figure {
  const year = [...years].reverse().find((candidate) => candidate.dividends !== null);
  if (year === undefined) return missing(input.hasStatements ? 'no_dividend_data' : 'no_statements');
  if (cap.value === null || cap.value <= 0) return missing(cap.reason ?? 'no_price', yearEnd(year));
  return known((Math.abs(year.dividends!) / cap.value) * 100, yearEnd(year));
}

function weekRange(range: KeyFigureInputs['weekRange']): KeyFigures['week_range'] {
  if (range === null || range.high === null || range.low === null) return { high: null, low: null, reason: 'no_week_range', as_of: range?.as_of ?? null };
  if (!range.reliable) return { high: null, low: null, reason: 'week_range_unreliable', as_of: range.as_of };
  return { high: range.high, low: range.low, reason: null, as_of: range.as_of };
}

const yearEnd = (year: FinancialYear): string => year.periodEnd ?? `${year.fiscalYear}-03-31`;
const monthIndex = (iso: string): number => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
