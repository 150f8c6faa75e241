import { INCOME_FIGURE_KEYS, type StatementBasis } from 'shared-types/api';
import { year } from '../../analysis/testing/builders';
import { type ExportQuarter, type ExportYear, type FiledStatement } from '../statementTypes';

/** Small builders of the statements module's inputs, for its tests: a test names only what it checks. */

export function filed(fields: Partial<FiledStatement> & { end: string; figures?: Record<string, number | null> }): FiledStatement {
  const statement = fields.statement ?? 'year_to_date';
  const months = fields.months ?? (statement === 'quarter' ? 3 : statement === 'balance_sheet' ? null : 12);
  return {
    document: fields.document ?? `INDAS_${fields.end.replaceAll('-', '')}.xml`,
    filedAt: fields.filedAt ?? null,
    audited: fields.audited ?? null,
    basis: fields.basis ?? 'consolidated',
    reporting: fields.reporting ?? null,
    statement,
    start: fields.start ?? (statement === 'balance_sheet' ? null : startOf(fields.end, months ?? 12)),
    end: fields.end,
    months,
    lengthNote: fields.lengthNote ?? null,
    figures: fields.figures ?? {},
  };
}

export function exported(fields: {
  periodEnd: string;
  sales?: number | null;
  netProfit?: number | null;
  basis?: StatementBasis | null;
  months?: number;
  source?: string;
  totalAssets?: number | null;
  equity?: number | null;
  eps?: number | null;
  shares?: number | null;
  operatingCashFlow?: number | null;
  dividends?: number | null;
}): ExportYear {
  return {
    year: {
      ...year(Number(fields.periodEnd.slice(0, 4)), {
        sales: fields.sales ?? null,
        netProfit: fields.netProfit ?? null,
        eps: fields.eps ?? null,
        shares: fields.shares ?? null,
        equity: fields.equity ?? null,
        totalAssets: fields.totalAssets ?? null,
        operatingCashFlow: fields.operatingCashFlow ?? null,
        capexEstimated: true,
        dividends: fields.dividends ?? null,
      }),
      periodEnd: fields.periodEnd,
    },
    months: fields.months ?? 12,
    source: fields.source ?? 'screener',
    basis: fields.basis ?? null,
    tax: null,
    employeeCost: null,
    investingCashFlow: null,
    financingCashFlow: null,
    investments: null,
  };
}

export function exportedQuarter(periodEnd: string, sales: number): ExportQuarter {
  return {
    periodEnd,
    sales,
    expenses: null,
    otherIncome: null,
    depreciation: null,
    interest: null,
    profitBeforeTax: null,
    tax: null,
    netProfit: null,
    operatingProfit: null,
    source: 'screener',
  };
}

/** Income figures with every key, null except those given. */
export function incomeFigures(given: Record<string, number>): Record<string, number | null> {
  return { ...Object.fromEntries(INCOME_FIGURE_KEYS.map((key) => [key, null])), ...given };
}

function startOf(end: string, months: number): string {
  const [year, month] = end.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - months, 1));
  return first.toISOString().slice(0, 10);
}
