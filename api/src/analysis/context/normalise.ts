import { GUIDANCE_METRICS, type CompanyFacts, type FinancialYear, type GuidanceRecord, type PricePoint } from '../types';

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

const NUMERIC_FIELDS = [
  'sales',
  'operatingProfit',
  'otherIncome',
  'depreciation',
  'interest',
  'profitBeforeTax',
  'netProfit',
  'eps',
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
  'operatingCashFlow',
  'capex',
  'dividends',
  'otherLiabilities',
  'rawMaterialCost',
  'sellingAndAdmin',
  'tradePayables',
] as const satisfies ReadonlyArray<keyof FinancialYear>;

export interface DatedPrice extends PricePoint {
  /** Milliseconds since the epoch, parsed once. */
  time: number;
  /** YYYY-MM-DD. */
  date: string;
}

export interface CleanFacts {
  years: FinancialYear[];
  prices: DatedPrice[];
  guidance: GuidanceRecord[];
  /** Human-readable notes about what was dropped. */
  dropped: string[];
}

function cleanNumber(x: unknown, counter: { n: number }): number | null {
  if (x === null || x === undefined) return null;
  if (typeof x !== 'number' || !Number.isFinite(x) || Math.abs(x) > MAX_MAGNITUDE) {
    counter.n += 1;
    return null;
  }
  return x === 0 ? 0 : x; // drop negative zero
}

function cleanYear(year: FinancialYear, counter: { n: number }): FinancialYear {
  const out: FinancialYear = { ...year, capexEstimated: year.capexEstimated === true };
  for (const field of NUMERIC_FIELDS) out[field] = cleanNumber(year[field], counter);
  // Capex is a positive outflow by contract; a negative figure is a sign-convention slip.
  if (out.capex !== null && out.capex < 0) out.capex = -out.capex;
  return out;
}

export function normaliseFacts(facts: CompanyFacts): CleanFacts {
  const dropped: string[] = [];
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
  if (badYears > 0) dropped.push(`${badYears} statement record(s) with an invalid fiscal year ignored`);
  if (counter.n > 0) dropped.push(`${counter.n} implausible or non-finite statement value(s) treated as unknown`);

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
  if (badPrices > 0) dropped.push(`${badPrices} price point(s) with an invalid price or date ignored`);

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
  if (badGuidance > 0) dropped.push(`${badGuidance} guidance record(s) with invalid values ignored`);

  return { years, prices, guidance, dropped };
}
