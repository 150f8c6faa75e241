import { type IsoDate } from '../records';
import { csvText, type CsvTextOptions } from './csvText';

/** One ledger row as a fixture writes it (see formats/guidance-ledger.md). */
export interface GuidanceLedgerRow {
  company: string;
  fiscalYear: number | string;
  metric: string;
  guidedValue: number | string;
  actual: number | string | null;
  statement: string;
  source: string;
  statedOn: IsoDate | null;
}

export const GUIDANCE_LEDGER_HEADER = ['company', 'fiscal_year', 'metric', 'guided_value', 'actual', 'statement', 'source', 'stated_on'];

export function guidanceLedgerCsv(rows: readonly GuidanceLedgerRow[], options: CsvTextOptions = {}): string {
  return csvText(
    GUIDANCE_LEDGER_HEADER,
    rows.map((row) => [row.company, row.fiscalYear, row.metric, row.guidedValue, row.actual, row.statement, row.source, row.statedOn]),
    options,
  );
}

/** A plausible ledger row; override what a test is about. */
export function guidanceLedgerRow(overrides: Partial<GuidanceLedgerRow> = {}): GuidanceLedgerRow {
  return {
    company: 'TCS',
    fiscalYear: 2024,
    metric: 'revenue_growth_pct',
    guidedValue: 10,
    actual: 6.8,
    statement: 'Double-digit revenue growth, in constant currency',
    source: 'Q4 FY2023 earnings call',
    statedOn: '2023-04-12',
    ...overrides,
  };
}
