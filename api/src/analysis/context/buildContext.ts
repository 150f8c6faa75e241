import { type CompanyKind, type Reason } from 'shared-types/api';
import { type CompanyFacts, type CompanyProfile, type CorporateAction, type GuidanceRecord, type ReclassifiedYear } from '../types';
import { reason } from '../v2/figure';
import { fillBlanksThatMeanZero } from './blankMeansZero';
import { computeFreshness, type Freshness } from './freshness';
import { cleanActions, datedCurrentPrice, normaliseFacts, type DatedPrice } from './normalise';
import { perShareBasis, type PerShareBasis } from './perShareBasis';
import { reclassifiedByFy, withoutCapexAcrossFlagged } from './reclassified';
import { trailingTwelveMonths, type TrailingTwelveMonths } from './trailingTwelveMonths';
import { buildYearView, type YearView } from './yearMetrics';

/** Everything the metrics and sections read: cleaned inputs plus per-year ratios. */
export interface Context {
  profile: CompanyProfile;
  /** The model the company is analysed with; lenders have their own, insurers and other financials none yet. */
  kind: CompanyKind;
  isLender: boolean;
  /** Shareholding patterns filed with the exchange, oldest first (empty when none). */
  shareholding: NonNullable<CompanyFacts['shareholding']>;
  /** Today's share count and 52-week range from the exchange's files, or null. */
  market: NonNullable<CompanyFacts['market']> | null;
  /** A lender's quarterly NPA ratios and return on assets from its standalone filings (empty when none). */
  lenderQuality: NonNullable<CompanyFacts['lenderQuality']>;
  years: YearView[];
  byFy: ReadonlyMap<number, YearView>;
  /** The most recent fiscal year present, or null with no statements. */
  latest: YearView | null;
  /** The last price point (the current price), or null. */
  price: DatedPrice | null;
  /** The share count per-share figures set against the price use, and the factor onto it (context/perShareBasis.ts). */
  perShare: PerShareBasis;
  guidance: GuidanceRecord[];
  /** Trailing twelve months from quarters newer than the last annual statements, or null. */
  ttm: TrailingTwelveMonths | null;
  /** Whether the statements are recent enough for the price; null without statements or a price. */
  freshness: Freshness | null;
  /** Corporate actions on record, oldest first (bonuses, splits, mergers): see metrics/shareChange.ts. */
  corporateActions: CorporateAction[];
  /** YYYY-MM-DD the analysis is computed on (AnalyseOptions.computedAt), or null when not given. */
  today: string | null;
  /** Input values that were ignored or restated (including periods that are not twelve months long), as codes: the summary's `missing` list ends with them. */
  dropped: Reason[];
  /** Fiscal years whose balance sheet two exports define differently: nothing is differenced across them. */
  reclassified: ReadonlyMap<number, ReclassifiedYear>;
}

export function buildContext(facts: CompanyFacts, computedAt: string | null = null): Context {
  const day = typeof computedAt === 'string' ? computedAt.slice(0, 10) : '';
  const today = /^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(Date.parse(day)) ? day : null;
  const clean = normaliseFacts(facts);
  const kind: CompanyKind = facts.profile?.kind ?? (facts.profile?.isLender === true ? 'lender' : 'industrial');
  const isLender = kind === 'lender';
  const reclassified = reclassifiedByFy(facts.reclassifiedYears, clean.years);
  const capexKept = withoutCapexAcrossFlagged(clean.years, reclassified);
  const filled = capexKept.years.map(fillBlanksThatMeanZero);
  const filledByFy = new Map(filled.map((y) => [y.fiscalYear, y]));
  // Returns are on average capital, so each year is built with the one before it (yearMetrics.ts),
  // except across a reclassified year, where the two balance sheets define their lines differently.
  const before = (fy: number) => (reclassified.has(fy) || reclassified.has(fy - 1) ? null : (filledByFy.get(fy - 1) ?? null));
  const years = filled.map((y) => buildYearView(y, clean.prices, isLender, before(y.fiscalYear)));
  const byFy = new Map(years.map((v) => [v.fy, v]));
  const latest = years[years.length - 1] ?? null;
  const corporateActions = cleanActions(facts.corporateActions ?? []);
  const price = datedCurrentPrice(clean.prices, corporateActions);
  const ttm = trailingTwelveMonths(facts.quarters ?? [], latest);
  return {
    profile: facts.profile,
    kind,
    isLender,
    shareholding: facts.shareholding ?? [],
    market: facts.market ?? null,
    lenderQuality: facts.lenderQuality ?? [],
    years,
    byFy,
    latest,
    price,
    perShare: perShareBasis(latest, price, facts.market ?? null),
    guidance: clean.guidance,
    ttm,
    freshness: computeFreshness(latest, price, ttm, today),
    corporateActions,
    today,
    dropped: [
      ...clean.dropped,
      // A twelve-month period inside a longer one is replaced by it; a shorter one is left out.
      ...(facts.shortPeriods ?? []).map((p) =>
        reason(p.months >= 12 ? 'missing.period_inside_longer' : 'missing.short_period', { months: p.months, period_end: p.periodEnd }),
      ),
      ...capexKept.dropped,
    ],
    reclassified,
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
