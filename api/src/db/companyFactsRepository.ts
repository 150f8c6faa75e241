import { sql, type Kysely, type Selectable } from 'kysely';
import {
  GUIDANCE_METRICS,
  type CompanyFacts,
  type DataSourceNote,
  type GuidanceMetric,
  type GuidanceRecord,
  type PricePoint,
  type QuarterResult,
} from '../analysis/types';
import { analysedStatements } from '../statements/analysedStatements';
import { DATA_SOURCE_KINDS, type ExportSpan } from 'shared-types/api';
import { exportsNoteV1, sourceNoteV1 } from '../analysis/v1/metaNotes';
import { sourceDescriptionV1 } from '../analysis/v1/meta';
import { earlierSymbolReason, filingSourceReasons } from '../statements/dataFlags';
import { periodsThatAreYears, type EngineStatements } from '../statements/engineYears';
import { type StatementHistory } from '../statements/statementTypes';
import { marketJson, shareholdingJson, withFiledMarket } from './filedMarketRows';
import { rowToFinancialYear } from './financialYearRows';
import { reclassifiedYearsJson, type ReclassifiedYear } from './reclassifiedYearsRepository';
import { filedStatementsJson, shareActionsJson, toExportQuarter, toExportYear, toFiledStatement, toShareAction, type FiledStatementRow } from './statementRows';
import {
  type CompaniesTable,
  type Database,
  type EnginePricesView,
  type FinancialYearsTable,
  type ManagementGuidanceTable,
  type QuarterlyResultsTable,
} from './schema';

/**
 * The engine's facts, plus the years two exports define differently
 * (reclassified_years, present only when there are any): the analysis must not
 * difference a balance-sheet figure across one (api/src/ingest/README.md, 'screener').
 */
export type LoadedCompanyFacts = CompanyFacts & { reclassifiedYears?: ReclassifiedYear[] };

/** Everything the engine needs about one company, or undefined when there is no such company. */
export async function loadCompanyFacts(db: Kysely<Database>, companyId: string): Promise<LoadedCompanyFacts | undefined> {
  return (await loadCompanyFactsBatch(db, [companyId])).get(companyId);
}

/**
 * Facts for many companies in one query (the refresh loads hundreds at a
 * time): each company row carries its years, prices and guidance as JSON
 * arrays built by the database. One statement is one snapshot, so an import
 * running meanwhile is seen entirely or not at all, and JSON.parse is far
 * cheaper than decoding tens of thousands of rows column by column (PGlite).
 * Float columns come through JSON exactly: PostgreSQL prints the shortest
 * text that reads back as the same double.
 */
export async function loadCompanyFactsBatch(db: Kysely<Database>, companyIds: readonly string[]): Promise<Map<string, LoadedCompanyFacts>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('companies as c')
    .selectAll('c')
    .select([
      sql<Selectable<FinancialYearsTable>[] | null>`(select json_agg(f order by f.period_end) from financial_years f where f.company_id = c.id)`.as('years'),
      // The engine reads the latest price and those near each 31 March, not a daily history (migration 0004).
      sql<
        Selectable<EnginePricesView>[] | null
      >`(select json_agg(p order by p.as_of, p.approximate, p.source) from engine_prices p where p.company_id = c.id)`.as('prices'),
      sql<
        Selectable<ManagementGuidanceTable>[] | null
      >`(select json_agg(g order by g.fiscal_year, g.id) from management_guidance g where g.company_id = c.id)`.as('guidance'),
      // Quarters only matter when newer than the last annual statements: the latest eight are plenty.
      sql<Selectable<QuarterlyResultsTable>[] | null>`(select json_agg(q order by q.period_end) from (
        select * from quarterly_results q where q.company_id = c.id order by q.period_end desc limit 8) q)`.as('quarters'),
      shareholdingJson('c.id').as('shareholding'),
      marketJson('c.id').as('market'),
      // The exchange's filings, merged with the exports into one history per basis (statements/mergeHistory.ts).
      filedStatementsJson('c.id').as('filed'),
      shareActionsJson('c.id').as('actions'),
      reclassifiedYearsJson('c.id').as('reclassified'),
      // Symbols the company's own filings carried that it no longer trades as (a rename or a demerger since).
      sql<string[] | null>`(select json_agg(distinct a.value) from company_aliases a
        where a.company_id = c.id and a.kind = 'nse_symbol' and a.source like 'filing %')`.as('filedSymbols'),
      // Actions that change a share count without new money, for metrics/shareChange.ts (dividends and rights are not).
      sql<Array<{ kind: string; ex_date: string; share_multiplier: number | null }> | null>`(select json_agg(json_build_object(
        'kind', a.kind, 'ex_date', a.ex_date, 'share_multiplier', a.share_multiplier) order by a.ex_date)
        from corporate_actions a where a.company_id = c.id and a.kind not in ('dividend', 'rights', 'buyback'))`.as('countActions'),
    ])
    .where('c.id', 'in', ids)
    .execute();

  const facts = new Map<string, LoadedCompanyFacts>();
  for (const { years, prices, guidance, quarters, filed, actions, reclassified, countActions, filedSymbols, ...company } of rows) {
    const history = filed === null ? null : mergedHistory(years ?? [], quarters ?? [], prices ?? [], filed, actions ?? []);
    const facts0 = toFacts(company, years ?? [], prices ?? [], guidance ?? [], quarters ?? [], history);
    const loaded =
      countActions === null
        ? facts0
        : {
            ...facts0,
            corporateActions: countActions.map((a) => ({ kind: a.kind, exDate: String(a.ex_date).slice(0, 10), shareMultiplier: a.share_multiplier })),
          };
    facts.set(company.id, reclassified === null ? loaded : { ...loaded, reclassifiedYears: reclassified });
    const identity = earlierSymbolReason(filedSymbols ?? [], company.code);
    const filing = loaded.sources.find((source) => source.kind === 'exchange_filing');
    if (identity !== null && filing !== undefined) {
      filing.reasons = [...(filing.reasons ?? []), identity];
      filing.notes = [...(filing.notes ?? []), sourceNoteV1(identity)];
    }
  }
  // Shareholding patterns, today's shares and a lender's asset quality (filedMarketRows.ts).
  for (const row of rows) facts.set(row.id, withFiledMarket(facts.get(row.id) as LoadedCompanyFacts, row.shareholding, row.market, row.filed));
  return facts;
}

/**
 * A company with filings is analysed on its merged history (statements/analysedStatements.ts),
 * per-share figures brought to the share count of its latest exchange close.
 */
function mergedHistory(
  years: readonly Selectable<FinancialYearsTable>[],
  quarters: readonly Selectable<QuarterlyResultsTable>[],
  prices: readonly Selectable<EnginePricesView>[],
  filed: readonly FiledStatementRow[],
  actions: ReadonlyArray<{ kind: string; ex_date: string; share_multiplier: number | null }>,
): { history: StatementHistory; engine: EngineStatements } | null {
  const latestClose = prices.filter((price) => !price.approximate).at(-1)?.as_of ?? null;
  return analysedStatements({
    filings: filed.map(toFiledStatement),
    exports: years.map(toExportYear),
    exportQuarters: quarters.map(toExportQuarter),
    actions: actions.map(toShareAction),
    asOf: latestClose === null ? null : String(latestClose).slice(0, 10),
  });
}

function toFacts(
  company: Selectable<CompaniesTable>,
  years: readonly Selectable<FinancialYearsTable>[],
  prices: readonly Selectable<EnginePricesView>[],
  guidance: readonly Selectable<ManagementGuidanceTable>[],
  quarters: readonly Selectable<QuarterlyResultsTable>[],
  merged: { history: StatementHistory; engine: EngineStatements } | null,
): CompanyFacts {
  const common: Omit<CompanyFacts, 'years' | 'shortPeriods' | 'quarters'> = {
    profile: {
      id: company.id,
      name: company.name,
      code: company.code,
      isin: company.isin,
      sector: company.sector,
      industry: company.industry,
      isDemo: company.is_demo,
      isLender: company.kind === 'lender',
      kind: company.kind,
      kindSource: company.kind_source,
      kindReason: company.kind_reason,
    },
    prices: prices.map((row): PricePoint => ({ price: row.price, asOf: row.as_of, source: row.source, ...(row.approximate ? { approximate: true } : {}) })),
    guidance: guidance.flatMap((row): GuidanceRecord[] =>
      // The table's check constraint allows only known metrics; the guard keeps the type honest.
      isGuidanceMetric(row.metric)
        ? [{ fiscalYear: row.fiscal_year, metric: row.metric, guidedValue: row.guided_value, actual: row.actual, statement: row.statement, source: row.source }]
        : [],
    ),
    sources: deriveSources(company, years, prices, guidance, merged?.history),
  };
  if (merged !== null) return { ...common, ...merged.engine };
  return {
    ...common,
    // A short transition period is left out; a long one (Nestle's 15 months) is the year, annualised by the engine.
    ...yearsAndShortPeriods(years),
    quarters: quarters.map(
      (row): QuarterResult => ({
        periodEnd: String(row.period_end).slice(0, 10),
        sales: row.sales,
        operatingProfit: row.operating_profit,
        netProfit: row.net_profit,
        // Absent when unknown, as QuarterResult says: an export without these rows loads back as it was given.
        ...(row.other_income === null ? {} : { otherIncome: row.other_income }),
        ...(row.profit_before_tax === null ? {} : { profitBeforeTax: row.profit_before_tax }),
        ...(row.tax === null ? {} : { tax: row.tax }),
      }),
    ),
  };
}

/** The years the engine reads (statements/engineYears.ts, periodsThatAreYears), a longer one with its months; the rest listed apart. */
function yearsAndShortPeriods(rows: readonly Selectable<FinancialYearsTable>[]): Pick<CompanyFacts, 'years' | 'shortPeriods'> {
  const kept = periodsThatAreYears(rows, (row) => ({ end: String(row.period_end).slice(0, 10), months: row.months }));
  return {
    years: rows.filter((row) => kept.has(row)).map((row) => (row.months === 12 ? rowToFinancialYear(row) : { ...rowToFinancialYear(row), months: row.months })),
    shortPeriods: rows.filter((row) => !kept.has(row)).map((row) => ({ periodEnd: String(row.period_end).slice(0, 10), months: row.months })),
  };
}

const isSourceKind = (value: string): value is DataSourceNote['kind'] => (DATA_SOURCE_KINDS as readonly string[]).includes(value);

/**
 * Where the facts came from, for the report's footnotes: the demo flag, the
 * exchange lists the company was imported from, then each statement and price
 * source by kind with its latest date (a statement year is dated by the period
 * end it was read from, else 31 March). Source strings that name no known kind
 * are left out rather than guessed.
 */
export function deriveSources(
  company: Pick<Selectable<CompaniesTable>, 'is_demo'> & Partial<Pick<Selectable<CompaniesTable>, 'nse_as_of' | 'bse_as_of'>>,
  years: readonly (Pick<Selectable<FinancialYearsTable>, 'fiscal_year' | 'source'> &
    Partial<Pick<Selectable<FinancialYearsTable>, 'period_end' | 'basis' | 'export_latest_year' | 'export_latest_quarter'>>)[],
  prices: readonly Pick<Selectable<EnginePricesView>, 'as_of' | 'source'>[],
  guidance: readonly Pick<Selectable<ManagementGuidanceTable>, 'stated_on'>[],
  history?: StatementHistory,
): DataSourceNote[] {
  const latest = new Map<DataSourceNote['kind'], string | null>();
  const note = (kind: DataSourceNote['kind'], asOf: string | null): void => {
    const known = latest.get(kind);
    latest.set(kind, known === undefined || known === null || (asOf !== null && asOf > known) ? asOf : known);
  };
  const lastPrice = prices.at(-1)?.as_of ?? null;
  if (company.is_demo) note('demo', lastPrice);
  if (company.nse_as_of) note('nse_list', company.nse_as_of);
  if (company.bse_as_of) note('bse_list', company.bse_as_of);
  for (const row of years) if (isSourceKind(row.source)) note(row.source, row.period_end ?? `${row.fiscal_year}-03-31`);
  for (const row of prices) if (isSourceKind(row.source)) note(row.source, row.as_of);
  if (!company.is_demo && guidance.length > 0) {
    const stated = guidance.map((row) => row.stated_on).filter((date): date is string => date !== null);
    note('guidance_ledger', stated.length > 0 ? stated.reduce((a, b) => (a > b ? a : b)) : null);
  }
  const filed = history === undefined ? [] : [...history.annual, ...history.quarterly].filter((period) => period.source.kind === 'xbrl');
  if (filed.length > 0)
    note(
      'exchange_filing',
      filed.map((period) => period.end).reduce((a, b) => (a > b ? a : b)),
    );
  // The basis of the latest Screener statements: as the person importing them said, or as the filings showed.
  const basis = history?.exportBasis.basis ?? years.filter((row) => row.source === 'screener').at(-1)?.basis ?? null;
  // The words are the analysis's v1 renderer's (api/src/analysis/v1/meta.ts); the codes beside them are what it reads.
  return [...latest].map(([kind, asOf]) => {
    const entry: DataSourceNote = { kind, description: sourceDescriptionV1(kind, kind === 'screener' ? basis : null), asOf };
    if (kind === 'screener' && basis !== null) entry.basis = basis;
    if (kind === 'screener') {
      const exports = exportsOf(years.filter((row) => row.source === 'screener'));
      if (exports !== null) {
        entry.exports = exports;
        entry.notes = [exportsNoteV1(exports)];
      }
    }
    if (kind === 'exchange_filing' && history !== undefined) {
      entry.basis = history.basis;
      entry.reasons = filingSourceReasons(history);
      entry.notes = entry.reasons.map(sourceNoteV1);
    }
    return entry;
  });
}

/**
 * Which years came from which export, when more than one wrote them: a later
 * export restates and reclassifies past years, so a reader must know the years
 * are not one export's (issue 29, finding 14). Null when one export wrote them all.
 */
function exportsOf(rows: ReadonlyArray<{ fiscal_year: number; export_latest_year?: unknown; export_latest_quarter?: unknown }>): ExportSpan[] | null {
  const day = (value: unknown): string | null => (value === null || value === undefined ? null : String(value).slice(0, 10));
  const groups = new Map<string, { to: Omit<ExportSpan, 'years'>; fys: number[] }>();
  for (const row of rows) {
    const year = day(row.export_latest_year);
    const quarter = day(row.export_latest_quarter);
    // An export whose date was not recorded is one group, whatever its quarters.
    const to = year === null ? {} : { years_to: year, ...(quarter === null ? {} : { quarters_to: quarter }) };
    const key = year === null ? '' : `${year}|${quarter ?? ''}`;
    const group = groups.get(key) ?? { to, fys: [] as number[] };
    group.fys.push(row.fiscal_year);
    groups.set(key, group);
  }
  if (groups.size < 2) return null;
  return [...groups.values()].map(({ to, fys }) => {
    const sorted = [...new Set(fys)].sort((a, b) => a - b);
    return { years: sorted.length === 1 ? `FY${sorted[0]}` : `FY${sorted[0]}–FY${sorted.at(-1)}`, ...to };
  });
}

const isGuidanceMetric = (value: string): value is GuidanceMetric => (GUIDANCE_METRICS as readonly string[]).includes(value);
