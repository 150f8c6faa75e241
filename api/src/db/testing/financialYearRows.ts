import { type Insertable } from 'kysely';
import { type FinancialYearsTable } from '../statementsSchema';

const UNSTATED = [
  'other_income',
  'depreciation',
  'interest',
  'profit_before_tax',
  'equity',
  'reserves',
  'borrowings',
  'total_assets',
  'current_assets',
  'current_liabilities',
  'net_block',
  'cwip',
  'receivables',
  'inventory',
  'cash',
  'operating_cash_flow',
  'capex',
  'dividends',
] as const;

/** One demo fiscal year with sales, profit and EPS only: enough for a company to have statements. */
export function demoYear(companyId: string, fiscalYear: number): Insertable<FinancialYearsTable> {
  return {
    company_id: companyId,
    fiscal_year: fiscalYear,
    period_end: `${fiscalYear}-03-31`,
    ...(Object.fromEntries(UNSTATED.map((column) => [column, null])) as Record<(typeof UNSTATED)[number], null>),
    sales: 1000,
    operating_profit: 200,
    net_profit: 100,
    eps: 10,
    shares: 10,
    source: 'demo',
  };
}
