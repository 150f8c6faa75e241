import { type Reason } from 'shared-types/api';
import { fyLabel } from '../format';
import { annualise } from '../math/growth';
import { reason } from '../v2/figure';
import { GUIDANCE_METRICS, type CompanyFacts, type CorporateAction, type FinancialYear, type GuidanceRecord, type PricePoint } from '../types';

/**
 * Defensive clean-up of the input: the contract says sorted and finite, but the
 * engine must never throw or emit NaN, so it re-sorts, de-duplicates and drops
 * values that cannot be real (non-finite, or beyond ₹10^12 crore).
 */

const MAX_MAGNITUDE = 1e12;
const MIN_FISCAL_YEAR = 1950;
const MAX_FISCAL_YEAR = 2200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const GUIDANCE_METRIC_SET: ReadonlySet<string> = new Set(GUIDANCE_METRICS);

/** What a period earns or spends over its length (scaled to twelve months for a longer period). */
const FLOW_FIELDS = [
  'sales',
  'operatingProfit',
  'otherIncome',
  'depreciation',
  'interest',
  'profitBeforeTax',
  'netProfit',
  'eps',
  'operatingCashFlow',
  'capex',
  'dividends',
  'rawMaterialCost',
  'sellingAndAdmin',
] as const satisfies ReadonlyArray<keyof FinancialYear>;

/** Balances at the period end, and the share count. */
const BALANCE_FIELDS = [
  'shares',
  'equity',
  'reserves',
  'borrowings',
  'totalAssets',
  'currentAssets',
  'currentLiabilities',
  'netBlock',
  'cwip',
  'receivables',
  'inventory',
  'cash',
  'otherLiabilities',
  'tradePayables',
] as const satisfies ReadonlyArray<keyof FinancialYear>;

const NUMERIC_FIELDS = [...FLOW_FIELDS, ...BALANCE_FIELDS];

export interface DatedPrice extends PricePoint {
  /** Milliseconds since the epoch, parsed once. */
  time: number;
  /** YYYY-MM-DD; for an approximate price, the earliest day it can be from. */
  date: string;
  /** An approximate price known to be later than its date: a different close is on record that day. */
  after?: boolean;
  /** The bonus or split the price was found to be priced after, which moved its date later than the export said. */
  pricedAfter?: CorporateAction & { shareMultiplier: number };
}

export interface CleanFacts {
  years: FinancialYear[];
  prices: DatedPrice[];
  guidance: GuidanceRecord[];
  /** What was dropped or restated, as codes (worded by api/src/analysis/v1/summary.ts and the catalogue). */
  dropped: Reason[];
}

function cleanNumber(x: unknown, counter: { n: number }): number | null {
  if (x === null || x === undefined) return null;
  if (typeof x !== 'number' || !Number.isFinite(x) || Math.abs(x) > MAX_MAGNITUDE) {
    counter.n += 1;
    return null;
  }
  return x === 0 ? 0 : x; // drop negative zero
}

/** A year longer than twelve months (13 to 24): its length, else null. */
const longMonths = (year: FinancialYear): number | null =>
  typeof year.months === 'number' && Number.isInteger(year.months) && year.months > 12 && year.months <= 24 ? year.months : null;

function cleanYear(year: FinancialYear, counter: { n: number }): FinancialYear {
  const out: FinancialYear = { ...year, capexEstimated: year.capexEstimated === true };
  for (const field of NUMERIC_FIELDS) out[field] = cleanNumber(year[field], counter);
  // A 15-month transition year enters yearly figures at a twelve-month rate; its balance sheet is as reported (issue 29, finding 6).
  const months = longMonths(year);
  if (months !== null)
    for (const field of FLOW_FIELDS) {
      const value = out[field];
      if (typeof value === 'number') out[field] = annualise(value, months);
    }
  // Capex is a positive outflow by contract; a negative figure is a sign-convention slip.
  if (out.capex !== null && out.capex < 0) out.capex = -out.capex;
  return out;
}

export function normaliseFacts(facts: CompanyFacts): CleanFacts {
  const dropped: Reason[] = [];
  const counter = { n: 0 };

  const byYear = new Map<number, FinancialYear>();
  let badYears = 0;
  for (const year of facts.years ?? []) {
    const fy = year?.fiscalYear;
    if (!Number.isInteger(fy) || fy < MIN_FISCAL_YEAR || fy > MAX_FISCAL_YEAR) {
      badYears += 1;
      continue;
    }
    byYear.set(fy, cleanYear(year, counter)); // a repeated year: the later record wins
  }
  const years = [...byYear.values()].sort((a, b) => a.fiscalYear - b.fiscalYear);
  for (const y of years) {
    const months = longMonths(y);
    if (months !== null) dropped.push(reason('missing.long_year', { fiscal_year: fyLabel(y.fiscalYear), months }));
  }
  if (badYears > 0) dropped.push(reason('missing.invalid_fiscal_years', { count: badYears }));
  if (counter.n > 0) dropped.push(reason('missing.implausible_values', { count: counter.n }));

  const prices: DatedPrice[] = [];
  let badPrices = 0;
  for (const point of facts.prices ?? []) {
    const time = typeof point?.asOf === 'string' && ISO_DATE.test(point.asOf) ? Date.parse(point.asOf.slice(0, 10)) : Number.NaN;
    if (!Number.isFinite(time) || !Number.isFinite(point.price) || point.price <= 0 || point.price > MAX_MAGNITUDE) {
      badPrices += 1;
      continue;
    }
    prices.push({ ...point, time, date: point.asOf.slice(0, 10) });
  }
  // Stable sort keeps the given order for equal dates, so the contract's "last is current" holds.
  prices.sort((a, b) => a.time - b.time);
  if (badPrices > 0) dropped.push(reason('missing.invalid_prices', { count: badPrices }));

  const guidance: GuidanceRecord[] = [];
  let badGuidance = 0;
  for (const record of facts.guidance ?? []) {
    const valid =
      GUIDANCE_METRIC_SET.has(record?.metric) &&
      Number.isInteger(record.fiscalYear) &&
      Number.isFinite(record.guidedValue) &&
      Math.abs(record.guidedValue) <= MAX_MAGNITUDE &&
      (record.actual === null || (Number.isFinite(record.actual) && Math.abs(record.actual) <= MAX_MAGNITUDE));
    if (!valid) {
      badGuidance += 1;
      continue;
    }
    guidance.push({ ...record, statement: String(record.statement ?? ''), source: String(record.source ?? '') });
  }
  guidance.sort((a, b) => a.fiscalYear - b.fiscalYear);
  if (badGuidance > 0) dropped.push(reason('missing.invalid_guidance', { count: badGuidance }));

  return { years, prices, guidance, dropped };
}

/** Actions with a valid date, oldest first; a multiplier that is not a positive number is unknown. */
export function cleanActions(actions: readonly CorporateAction[]): CorporateAction[] {
  return actions
    .filter((a) => typeof a?.kind === 'string' && typeof a.exDate === 'string' && ISO_DATE.test(a.exDate))
    .map((a) => ({
      kind: a.kind,
      exDate: a.exDate.slice(0, 10),
      shareMultiplier: typeof a.shareMultiplier === 'number' && Number.isFinite(a.shareMultiplier) && a.shareMultiplier > 0 ? a.shareMultiplier : null,
    }))
    .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
}

/**
 * The current price, dated no earlier than it can be (issue 29, finding 7).
 * A Screener export's price is dated by the export's latest period, a lower
 * bound. When the same day has a different exact close on record (TCS's
 * ₹2,358.90 year-end beside ₹2,096.10), the price is after that day. When a
 * bonus or split on record falls after the bound and the price sits nearer the
 * last close divided by its multiplier than the close itself (Nestle's ₹1,134.85
 * after its 1:1 bonus), the price is from on or after that ex-date.
 */
export function datedCurrentPrice(prices: readonly DatedPrice[], actions: readonly CorporateAction[]): DatedPrice | null {
  const price = prices.at(-1);
  if (price === undefined || price.approximate !== true) return price ?? null;
  const closes = prices.filter((p) => p.approximate !== true);
  const lastClose = closes.at(-1) ?? null;
  let out: DatedPrice = closes.some((p) => p.date === price.date && p.price !== price.price) ? { ...price, after: true } : price;
  if (lastClose === null) return out;
  for (const action of actions) {
    if ((action.kind !== 'bonus' && action.kind !== 'split') || action.shareMultiplier === null || action.shareMultiplier <= 1) continue;
    if (action.exDate <= out.date || action.exDate <= lastClose.date) continue;
    const unadjusted = Math.abs(Math.log(price.price / lastClose.price));
    const adjusted = Math.abs(Math.log((price.price * action.shareMultiplier) / lastClose.price));
    if (adjusted >= unadjusted) continue;
    out = {
      ...out,
      date: action.exDate,
      time: Date.parse(action.exDate),
      after: false,
      pricedAfter: { kind: action.kind, exDate: action.exDate, shareMultiplier: action.shareMultiplier },
    };
  }
  return out;
}
