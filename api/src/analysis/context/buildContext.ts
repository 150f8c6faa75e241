import { type CompanyFacts, type CompanyProfile, type GuidanceRecord } from '../types';
import { normaliseFacts, type DatedPrice } from './normalise';
import { buildYearView, type YearView } from './yearMetrics';

/** Everything the metrics and sections read: cleaned inputs plus per-year ratios. */
export interface Context {
  profile: CompanyProfile;
  isLender: boolean;
  years: YearView[];
  byFy: ReadonlyMap<number, YearView>;
  /** The most recent fiscal year present, or null with no statements. */
  latest: YearView | null;
  /** The last price point (the current price), or null. */
  price: DatedPrice | null;
  guidance: GuidanceRecord[];
  /** Notes about input values that were ignored. */
  dropped: string[];
}

export function buildContext(facts: CompanyFacts): Context {
  const clean = normaliseFacts(facts);
  const isLender = facts.profile?.isLender === true;
  const years = clean.years.map((y) => buildYearView(y, clean.prices, isLender));
  const byFy = new Map(years.map((v) => [v.fy, v]));
  return {
    profile: facts.profile,
    isLender,
    years,
    byFy,
    latest: years[years.length - 1] ?? null,
    price: clean.prices[clean.prices.length - 1] ?? null,
    guidance: clean.guidance,
    dropped: clean.dropped,
  };
}

/** The immediately preceding fiscal year, or null when it is missing (a gap is not bridged). */
export function previousYear(ctx: Context, view: YearView): YearView | null {
  return ctx.byFy.get(view.fy - 1) ?? null;
}

/** Years whose fiscal year falls within the last n years up to the latest. */
export function lastYears(ctx: Context, n: number): YearView[] {
  if (ctx.latest === null) return [];
  const from = ctx.latest.fy - n + 1;
  return ctx.years.filter((v) => v.fy >= from);
}
