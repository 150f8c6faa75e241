import { IngestFormatError, type IsoDate } from '../records';
import { collapseWhitespace, isoDate, parseDecimal, parseIsoDate } from './values';
import { readXlsxSheet, type XlsxSheet, type XlsxValue } from './xlsxReader';

/**
 * Reading Screener's 'Data Sheet' tab by its column-A labels (api/src/ingest/formats/README.md, 'Screener workbook'):
 * sections start at marker rows (PROFIT & LOSS, Quarters, BALANCE SHEET,
 * CASH FLOW:, PRICE:, DERIVED:), and each section's periods come from its
 * own Report Date row, so shifted rows and leading blank columns do not matter.
 */

export const DATA_SHEET = 'Data Sheet';

/** A column-A label, compared without case, extra spaces or a trailing colon. */
export function labelKey(text: string): string {
  return collapseWhitespace(text).toLowerCase().replace(/\s*:$/, '');
}

export interface LabelledRow {
  row: number;
  key: string;
}

/** One column of a section's Report Date row. */
export interface Period {
  column: number;
  periodEnd: IsoDate;
}

export class DataSheet {
  /** Every non-blank column-A label, top to bottom. */
  readonly labels: LabelledRow[] = [];

  constructor(
    readonly file: string,
    private readonly sheet: XlsxSheet,
  ) {
    for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
      const text = cellText(cells.get(1) ?? null);
      if (text !== '') this.labels.push({ row, key: labelKey(text) });
    }
  }

  /** 'Data Sheet!C17' */
  address(row: number, column: number): string {
    return `${this.sheet.name}!${columnLetters(column)}${row}`;
  }

  error(row: number, column: number, reason: string): IngestFormatError {
    return new IngestFormatError({ file: this.file, cell: this.address(row, column) }, reason);
  }

  value(row: number, column: number): XlsxValue {
    return this.sheet.rows.get(row)?.get(column) ?? null;
  }

  text(row: number, column: number): string {
    return cellText(this.value(row, column));
  }

  /** A cell as a number; blank, a formula without a cached result or an error value (#N/A) is null. */
  number(row: number, column: number): number | null {
    const value = this.value(row, column);
    if (value === null || typeof value === 'boolean') return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const text = value.trim();
    if (text === '') return null;
    const parsed = parseDecimal(text);
    if (parsed === null) throw this.error(row, column, `"${text}" is not a number`);
    return parsed;
  }

  /** The columns (B onwards) whose Report Date cell holds a date; blank leading columns are passed over. Empty when none does. */
  periods(reportDateRow: number, section: string): Period[] {
    const periods: Period[] = [];
    const columns = [...(this.sheet.rows.get(reportDateRow)?.keys() ?? [])].filter((column) => column >= 2).sort((a, b) => a - b);
    for (const column of columns) {
      const periodEnd = this.date(reportDateRow, column);
      if (periodEnd === null) continue;
      const clash = periods.find((period) => period.periodEnd === periodEnd);
      if (clash)
        throw this.error(
          reportDateRow,
          column,
          `${section}: the Report Date ${periodEnd} appears twice (${columnLetters(clash.column)} and ${columnLetters(column)})`,
        );
      periods.push({ column, periodEnd });
    }
    return periods;
  }

  /** The first column (B onwards) of a row whose cell holds anything, or null. */
  firstFilledColumn(row: number): number | null {
    const cells = this.sheet.rows.get(row);
    const filled = [...(cells?.keys() ?? [])].filter((column) => column >= 2 && this.text(row, column) !== '');
    return filled.length === 0 ? null : Math.min(...filled);
  }

  /** An Excel serial number (1900 or 1904 system) or 'YYYY-MM-DD' text; null when blank. */
  private date(row: number, column: number): IsoDate | null {
    const value = this.value(row, column);
    if (value === null || value === '') return null;
    let date: IsoDate | null = null;
    if (typeof value === 'number') date = serialDate(value, this.sheet.date1904);
    else if (typeof value === 'string') date = parseIsoDate(value);
    if (date === null || date < '1950-01-01' || date > '2100-12-31') {
      throw this.error(row, column, `Report Date "${cellText(value)}" is not a date between 1950 and 2100`);
    }
    return date;
  }
}

export function openDataSheet(bytes: Uint8Array, file: string): DataSheet {
  return new DataSheet(
    file,
    readXlsxSheet(bytes, file, (name) => labelKey(name) === labelKey(DATA_SHEET), DATA_SHEET),
  );
}

/** Excel's serial day: 1900 system counts from 1899-12-30 (after its fictional 29 Feb 1900), 1904 from 1904-01-01. */
function serialDate(serial: number, date1904: boolean): IsoDate | null {
  if (!Number.isFinite(serial) || serial < 61) return null;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + Math.floor(serial) * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** What a cell shows as text: strings trimmed, numbers as written. */
function cellText(value: XlsxValue): string {
  if (value === null) return '';
  return typeof value === 'string' ? value.trim() : String(value);
}

function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
