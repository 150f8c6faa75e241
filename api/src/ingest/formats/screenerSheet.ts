import { type CellValue, Workbook, type Worksheet } from 'exceljs';
import { IngestFormatError, type IsoDate } from '../records';
import { looksZipped } from './bhavcopyArchive';
import { collapseWhitespace, isoDate, parseDecimal, parseIsoDate } from './values';

/**
 * Reading Screener's 'Data Sheet' tab by its column-A labels (design note §5):
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

export interface Period {
  column: number;
  periodEnd: IsoDate;
  fiscalYear: number;
}

export class DataSheet {
  /** Every non-blank column-A label, top to bottom. */
  readonly labels: LabelledRow[] = [];

  constructor(
    readonly file: string,
    private readonly sheet: Worksheet,
    private readonly date1904: boolean,
  ) {
    sheet.eachRow((row, rowNumber) => {
      const text = cellText(row.getCell(1).value);
      if (text !== '') this.labels.push({ row: rowNumber, key: labelKey(text) });
    });
  }

  /** 'Data Sheet!C17' */
  address(row: number, column: number): string {
    return `${this.sheet.name}!${columnLetters(column)}${row}`;
  }

  error(row: number, column: number, reason: string): IngestFormatError {
    return new IngestFormatError({ file: this.file, cell: this.address(row, column) }, reason);
  }

  value(row: number, column: number): CellValue {
    return this.sheet.getRow(row).getCell(column).value;
  }

  text(row: number, column: number): string {
    return cellText(this.value(row, column));
  }

  /** A cell as a number; blank, a formula without a cached result or an error value (#N/A) is null. */
  number(row: number, column: number): number | null {
    const value = resolved(this.value(row, column));
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const text = typeof value === 'string' ? value.trim() : cellText(value);
    if (text === '') return null;
    const parsed = typeof value === 'string' || isTextObject(value) ? parseDecimal(text) : null;
    if (parsed === null) throw this.error(row, column, `"${text}" is not a number`);
    return parsed;
  }

  /** The columns (B onwards) whose Report Date cell holds a date; blank leading columns are passed over. */
  periods(reportDateRow: number, section: string): Period[] {
    const periods: Period[] = [];
    this.sheet.getRow(reportDateRow).eachCell((cell, column) => {
      if (column < 2) return;
      const periodEnd = this.date(reportDateRow, column);
      if (periodEnd === null) return;
      const fiscalYear = fiscalYearOf(periodEnd);
      const clash = periods.find((period) => period.fiscalYear === fiscalYear);
      if (clash) {
        throw this.error(
          reportDateRow,
          column,
          `${section}: the periods ending ${clash.periodEnd} (${columnLetters(clash.column)}) and ${periodEnd} both fall in FY${fiscalYear}`,
        );
      }
      periods.push({ column, periodEnd, fiscalYear });
    });
    if (periods.length === 0) throw this.error(reportDateRow, 2, `${section}: the Report Date row holds no dates`);
    return periods;
  }

  /** A date cell, an Excel serial number (1900 or 1904 system) or 'YYYY-MM-DD' text; null when blank. */
  private date(row: number, column: number): IsoDate | null {
    const value = resolved(this.value(row, column));
    if (value === null || value === undefined || value === '') return null;
    let date: IsoDate | null = null;
    if (value instanceof Date) date = isoDate(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
    else if (typeof value === 'number') date = serialDate(value, this.date1904);
    else if (typeof value === 'string') date = parseIsoDate(value);
    if (date === null || date < '1950-01-01' || date > '2100-12-31') {
      throw this.error(row, column, `Report Date "${cellText(value)}" is not a date between 1950 and 2100`);
    }
    return date;
  }
}

export async function openDataSheet(bytes: Uint8Array, file: string): Promise<DataSheet> {
  const workbook = new Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (JSZip reads it); the copy also detaches us from the caller's bytes.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch (error) {
    // A damaged workbook gets the zip reader's reason; anything else (a CSV, a PDF) needs none.
    const detail = looksZipped(bytes) ? ` (${error instanceof Error ? error.message : String(error)})` : '';
    throw new IngestFormatError({ file }, `not an Excel workbook (.xlsx)${detail}; export it again from Screener with Export to Excel`);
  }
  const sheet = workbook.worksheets.find((candidate) => labelKey(candidate.name) === labelKey(DATA_SHEET));
  if (!sheet) {
    const names = workbook.worksheets.map((candidate) => `'${candidate.name}'`).join(', ') || 'none';
    throw new IngestFormatError({ file, cell: DATA_SHEET }, `the workbook has no '${DATA_SHEET}' tab (its tabs: ${names}); is it a Screener export?`);
  }
  return new DataSheet(file, sheet, workbook.properties?.date1904 === true);
}

/**
 * The March-ending fiscal year a period belongs to: March 2024 is FY2024. Other
 * year ends take the fiscal year holding most of their twelve months: June 2024
 * is FY2024, December 2023 is FY2024 (October to December count for the next year).
 */
function fiscalYearOf(periodEnd: IsoDate): number {
  const year = Number(periodEnd.slice(0, 4));
  const month = Number(periodEnd.slice(5, 7));
  return month >= 10 ? year + 1 : year;
}

/** Excel's serial day: 1900 system counts from 1899-12-30 (after its fictional 29 Feb 1900), 1904 from 1904-01-01. */
function serialDate(serial: number, date1904: boolean): IsoDate | null {
  if (!Number.isFinite(serial) || serial < 61) return null;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + Math.floor(serial) * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** A formula cell stands for its cached result (undefined when Excel never calculated it). */
function resolved(value: CellValue): CellValue {
  if (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    const result = value.result;
    return result && typeof result === 'object' && 'error' in result ? null : result;
  }
  if (value && typeof value === 'object' && 'error' in value) return null;
  return value;
}

function isTextObject(value: CellValue): boolean {
  return !!value && typeof value === 'object' && ('richText' in value || 'hyperlink' in value);
}

/** What a cell shows as text: strings, rich text and hyperlinks; numbers and dates as written. */
function cellText(value: CellValue): string {
  const shown = resolved(value);
  if (shown === null || shown === undefined) return '';
  if (typeof shown === 'string') return shown.trim();
  if (typeof shown === 'number' || typeof shown === 'boolean') return String(shown);
  if (shown instanceof Date) return shown.toISOString().slice(0, 10);
  if ('richText' in shown) return shown.richText.map((part) => part.text).join('').trim();
  if ('hyperlink' in shown) return shown.text.trim();
  return '';
}

function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
