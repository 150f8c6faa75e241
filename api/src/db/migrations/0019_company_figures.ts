import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The screener's figures table (docs/screener.md, 'API and the figures table'):
 * one row per company with a stored analysis, one column per figure of the
 * catalogue (shared-types screenFigures.ts), rewritten by the analysis job
 * when the analysis's key (engine version and data fingerprint) changes. NULL
 * is an unknown figure, never zero. The columns are listed here, not read from
 * the catalogue, so this migration never changes once applied.
 */
export const FIGURE_NUMBER_COLUMNS = [
  'market_cap',
  'price',
  'high_52w_distance',
  'low_52w_distance',
  'pe',
  'pb',
  'dividend_yield',
  'margin_of_safety',
  'roce',
  'roe',
  'opm',
  'sales_growth_1y',
  'sales_growth_3y',
  'sales_growth_5y',
  'profit_growth_1y',
  'profit_growth_3y',
  'profit_growth_5y',
  'debt_to_equity',
  'interest_cover',
  'current_ratio',
  'piotroski',
  'score',
  'pillar_business_quality',
  'pillar_growth',
  'pillar_financial_strength',
  'pillar_earnings_quality',
  'pillar_management_credibility',
  'pillar_valuation',
  'promoter_holding',
  'pledged_percentage',
] as const;
export const FIGURE_TEXT_COLUMNS = ['altman_zone', 'sector', 'industry', 'kind'] as const;

const UP = [
  `create table company_figures (
    company_id text primary key references companies (id) on delete cascade,
    ${FIGURE_NUMBER_COLUMNS.map((id) => `${id} double precision`).join(',\n    ')},
    ${FIGURE_TEXT_COLUMNS.map((id) => `${id} text`).join(',\n    ')},
    has_data boolean,
    analysis_key text not null,
    updated_at timestamptz not null,
    series text
  )`,
  // The figures most screens filter or rank by.
  `create index company_figures_score on company_figures (score)`,
  `create index company_figures_market_cap on company_figures (market_cap)`,
  `create index company_figures_roce on company_figures (roce)`,
];

const DOWN = [`drop table if exists company_figures`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const companyFigures: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
