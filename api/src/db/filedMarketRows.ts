import { sql, type RawBuilder } from 'kysely';
import { type CompanyFacts, type LenderQualityPoint, type MarketFacts, type ShareholdingPoint } from '../analysis/types';
import { lenderMetricsOf } from '../statements/lenderMetrics';
import { weekRangeProblem } from '../statements/dataFlags';
import { toFiledStatement, toShareAction, type FiledStatementRow } from './statementRows';

/**
 * The exchange's shareholding patterns, share counts and 52-week ranges as the
 * engine reads them (api/src/analysis/README.md, 'Shareholding' and 'Market
 * figures'): correlated subqueries returning JSON, read with the rest of a
 * company's facts in one statement (companyFactsRepository.ts).
 */

export interface ShareholdingRow {
  as_of: string;
  promoter_pct: number | null;
  promoter_pledged_pct: number | null;
  fii_pct: number | null;
  dii_pct: number | null;
}

export interface MarketRow {
  shares: { as_of: string; shares: number } | null;
  range: { as_of: string; high: number | null; low: number | null; unadjusted_high: number | null } | null;
  /** Demergers and capital reductions, which NSE does not adjust the range for. */
  restructurings: Array<{ kind: string; ex_date: string }> | null;
}

/** The current (not superseded) shareholding patterns, oldest first. */
export function shareholdingJson(companyIdColumn: string): RawBuilder<ShareholdingRow[] | null> {
  return sql<ShareholdingRow[] | null>`(select json_agg(json_build_object(
      'as_of', p.as_of, 'promoter_pct', p.promoter_pct, 'promoter_pledged_pct', p.promoter_pledged_pct,
      'fii_pct', p.fii_pct, 'dii_pct', p.dii_pct) order by p.as_of)
    from shareholding_patterns p join filings f on f.id = p.filing_id
    where f.company_id = ${sql.ref(companyIdColumn)} and f.superseded_by is null)`;
}

/** The latest share count and 52-week range, with the restructurings that would make the range unreliable. */
export function marketJson(companyIdColumn: string): RawBuilder<MarketRow | null> {
  const id = sql.ref(companyIdColumn);
  return sql<MarketRow | null>`json_build_object(
    'shares', (select json_build_object('as_of', s.as_of, 'shares', s.shares) from share_counts s where s.company_id = ${id} order by s.as_of desc limit 1),
    'range', (select json_build_object('as_of', w.as_of, 'high', w.high, 'low', w.low, 'unadjusted_high', w.unadjusted_high)
      from week_high_low w where w.company_id = ${id} order by w.as_of desc limit 1),
    'restructurings', (select json_agg(json_build_object('kind', a.kind, 'ex_date', a.ex_date)) from corporate_actions a
      where a.company_id = ${id} and a.kind in ('demerger', 'capital_reduction')))`;
}

const day = (value: string): string => String(value).slice(0, 10);

export function toShareholding(rows: readonly ShareholdingRow[] | null): ShareholdingPoint[] {
  return (rows ?? []).map((row) => ({
    asOf: day(row.as_of),
    promoterPct: row.promoter_pct,
    promoterPledgedPct: row.promoter_pledged_pct,
    fiiPct: row.fii_pct,
    diiPct: row.dii_pct,
  }));
}

/** Shares in crore; a range NSE did not adjust for a demerger (statements/dataFlags.ts) is left out rather than shown wrong. */
export function toMarketFacts(row: MarketRow | null): MarketFacts | undefined {
  if (row === null || (row.shares === null && row.range === null)) return undefined;
  const range = row.range;
  const problem =
    range === null
      ? null
      : weekRangeProblem(
          { asOf: day(range.as_of), high: range.high, unadjustedHigh: range.unadjusted_high },
          (row.restructurings ?? []).map((action) => toShareAction({ ...action, share_multiplier: null })),
        );
  return {
    shares: row.shares === null ? null : { shares: row.shares.shares / 1e7, asOf: day(row.shares.as_of) },
    weekRange:
      range === null || problem !== null || range.high === null || range.low === null ? null : { high: range.high, low: range.low, asOf: day(range.as_of) },
  };
}

/** A lender's quarterly asset quality, as the statements response computes it (statements/lenderMetrics.ts). */
export function toLenderQuality(filed: readonly FiledStatementRow[] | null): LenderQualityPoint[] {
  return lenderMetricsOf((filed ?? []).map(toFiledStatement)).map((row) => ({
    periodEnd: row.period_end,
    grossNpaPct: row.gross_npa_pct,
    netNpaPct: row.net_npa_pct,
    roaPct: row.roa_pct,
    cet1Pct: row.cet1_pct,
  }));
}

/** The facts with shareholding patterns, today's shares and a lender's asset quality added, only when there are any. */
export function withFiledMarket<T extends CompanyFacts>(
  facts: T,
  shareholding: ShareholdingRow[] | null,
  market: MarketRow | null,
  filed: readonly FiledStatementRow[] | null,
): T {
  const points = toShareholding(shareholding);
  const marketFacts = toMarketFacts(market);
  const quality = toLenderQuality(filed);
  return {
    ...facts,
    ...(points.length > 0 ? { shareholding: points } : {}),
    ...(marketFacts === undefined ? {} : { market: marketFacts }),
    ...(quality.length > 0 ? { lenderQuality: quality } : {}),
  };
}
