import { type Insertable } from 'kysely';
import { year } from '../../analysis/testing/builders';
import { financialYearToRow } from '../financialYearRows';
import { type FinancialYearsTable } from '../statementsSchema';

/** One demo fiscal year with sales, profit and EPS only: enough for a company to have statements. */
export function demoYear(companyId: string, fiscalYear: number): Insertable<FinancialYearsTable> {
  const figures = { sales: 1000, operatingProfit: 200, netProfit: 100, eps: 10, shares: 10, periodEnd: `${fiscalYear}-03-31` };
  return financialYearToRow(companyId, year(fiscalYear, figures), 'demo');
}
