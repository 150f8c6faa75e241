import { csvText, type CsvTextOptions } from '../csvText';

/** One row of NSE's bcDDMMYYYY.csv. Dates are written as given: '2025-12-19' as NSE does, or '19-DEC-2025', or ''. */
export interface CorporateActionLine {
  series: string;
  symbol: string;
  security?: string;
  /** Defaults to the ex-date. */
  recordDate?: string;
  exDate: string;
  purpose: string;
}

export const CORPORATE_ACTIONS_HEADER = ['SERIES', 'SYMBOL', 'SECURITY', 'RECORD_DT', 'BC_STRT_DT', 'BC_END_DT', 'EX_DT', 'ND_STRT_DT', 'ND_END_DT', 'PURPOSE'];

export function corporateActionsCsv(rows: readonly CorporateActionLine[], options: CsvTextOptions = {}): string {
  return csvText(
    CORPORATE_ACTIONS_HEADER,
    rows.map((row) => [row.series, row.symbol, row.security ?? `${row.symbol} Ltd`, row.recordDate ?? row.exDate, '', '', row.exDate, '', '', row.purpose]),
    options,
  );
}

/** NSE lists an equity's action once per series it trades in: under BE, then EQ (and the block-deal series BL, IQ …). */
export function listedUnder(series: readonly string[], row: Omit<CorporateActionLine, 'series'>): CorporateActionLine[] {
  return series.map((name) => ({ ...row, series: name }));
}
