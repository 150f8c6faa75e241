import { Workbook, type Worksheet } from 'exceljs';
import { type IsoDate } from '../records';

/**
 * Writes a workbook shaped like Screener.in's "Export to Excel" (api/src/ingest/formats/README.md,
 * 'Screener workbook'): presentation tabs holding only uncalculated formulas, and a Data Sheet
 * with the sections at their usual rows (Report Date rows at 16, 41, 56, 81)
 * unless a spec shifts them, periods right-aligned to column K like a short
 * history, and Report Dates as real dates or bare serial numbers.
 */

/** A cell value: a number, text, blank, or a formula with or without a cached result. */
export type SheetCell = number | string | null | { formula: string; result?: number };
/** One labelled row: the column-A label and its values, one per period, oldest first. */
export type SheetRow = readonly [label: string, values: readonly SheetCell[]];

export type ScreenerSection = 'meta' | 'profitAndLoss' | 'quarters' | 'balanceSheet' | 'cashFlow' | 'price' | 'derived';

export interface ScreenerWorkbookSpec {
  companyName: string;
  /** META rows (Number of shares, Face Value, Current Price, Market Capitalization), value in column B. */
  meta: readonly (readonly [label: string, value: SheetCell])[];
  /** Annual period ends, oldest first; the P&L, PRICE: and DERIVED: rows use them. */
  periodEnds: readonly IsoDate[];
  /** The balance sheet's and cash flow's own Report Dates, when they differ from the P&L's. */
  balanceSheetPeriodEnds?: readonly IsoDate[];
  cashFlowPeriodEnds?: readonly IsoDate[];
  profitAndLoss: readonly SheetRow[];
  quarters: { periodEnds: readonly IsoDate[]; rows: readonly SheetRow[] };
  balanceSheet: readonly SheetRow[];
  cashFlow: readonly SheetRow[];
  /** The PRICE: row (year-end share price, aligned with the P&L columns). */
  price: readonly SheetCell[];
  /** DERIVED: Adjusted Equity Shares in Cr, aligned with the P&L columns. */
  adjustedShares: readonly SheetCell[];
  /** Column of the newest period: 11 (K) by default, so short histories leave leading blank columns. */
  lastPeriodColumn?: number;
  /** Report Date cells as dates (default) or as bare Excel serial numbers. */
  reportDates?: 'date' | 'serial';
  /** Use Excel's 1904 date system (old Mac workbooks): serials count from 1904-01-01. */
  date1904?: boolean;
  /** Blank rows added before every section, so no row sits at its usual number. */
  shiftRows?: number;
  /** The name of the data tab ('Data Sheet'). */
  sheetName?: string;
  /** Sections written without their Report Date row. */
  withoutReportDate?: readonly ScreenerSection[];
  /** Sections left out altogether. */
  omitSections?: readonly ScreenerSection[];
  /** Sections written with their marker, Report Date label and row labels but no dates or figures (an export without quarters). */
  emptySections?: readonly ScreenerSection[];
}

/** Where Screener puts each section's marker row (api/src/ingest/formats/README.md, 'Screener workbook'). */
const USUAL_MARKER_ROW: Record<ScreenerSection, number> = { meta: 5, profitAndLoss: 15, quarters: 40, balanceSheet: 55, cashFlow: 80, price: 90, derived: 92 };
/** Written out here rather than imported from the parser, so a wrong label in the parser cannot pass its own fixture. */
const MARKER_LABEL: Record<ScreenerSection, string> = {
  meta: 'META',
  profitAndLoss: 'PROFIT & LOSS',
  quarters: 'Quarters',
  balanceSheet: 'BALANCE SHEET',
  cashFlow: 'CASH FLOW:',
  price: 'PRICE:',
  derived: 'DERIVED:',
};
const PRESENTATION_TABS = ['Profit & Loss', 'Quarters', 'Balance Sheet', 'Cash Flow', 'Customization'];
const DAY_MS = 86_400_000;

export async function screenerWorkbook(spec: ScreenerWorkbookSpec): Promise<Uint8Array> {
  const workbook = new Workbook();
  for (const tab of PRESENTATION_TABS) {
    // Screener's own tabs hold formulas into the Data Sheet with no cached values.
    workbook.addWorksheet(tab).getCell('B3').value = { formula: "'Data Sheet'!B17" };
  }
  if (spec.date1904) workbook.properties.date1904 = true;
  const sheet = workbook.addWorksheet(spec.sheetName ?? 'Data Sheet');
  new DataSheetWriter(sheet, spec).write();
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

class DataSheetWriter {
  private nextRow = 1;

  constructor(
    private readonly sheet: Worksheet,
    private readonly spec: ScreenerWorkbookSpec,
  ) {}

  write(): void {
    const { spec } = this;
    this.label(1, 'COMPANY NAME', spec.companyName);
    this.label(2, 'LATEST VERSION', '2.1');
    this.label(3, 'CURRENT VERSION', '2.1');
    this.nextRow = 4;
    this.section('meta', (row) => spec.meta.forEach(([label, value], i) => this.label(row + i, label, value)));
    this.table('profitAndLoss', spec.profitAndLoss, spec.periodEnds);
    this.table('quarters', spec.quarters.rows, spec.quarters.periodEnds);
    this.table('balanceSheet', spec.balanceSheet, spec.balanceSheetPeriodEnds ?? spec.periodEnds);
    this.table('cashFlow', spec.cashFlow, spec.cashFlowPeriodEnds ?? spec.periodEnds);
    this.section('price', (_firstRow, markerRow) => this.values(markerRow, spec.price, spec.periodEnds.length));
    this.section('derived', (row) => this.rows(row, [['Adjusted Equity Shares in Cr', spec.adjustedShares]], spec.periodEnds));
  }

  /** A section of labelled rows under its Report Dates; an empty one keeps the labels and drops every date and figure. */
  private table(name: ScreenerSection, rows: readonly SheetRow[], periodEnds: readonly IsoDate[]): void {
    const empty = this.spec.emptySections?.includes(name) === true;
    const written = empty ? rows.map(([label]): SheetRow => [label, []]) : rows;
    const dates = empty ? [] : periodEnds;
    this.section(name, (row) => this.rows(row, written, dates), dates);
  }

  /** Writes a marker (and a Report Date row when the section has periods) at its usual row, shifted, or below the last section. */
  private section(name: ScreenerSection, body: (firstRow: number, markerRow: number) => void, periodEnds?: readonly IsoDate[]): void {
    if (this.spec.omitSections?.includes(name)) return;
    const markerRow = Math.max(USUAL_MARKER_ROW[name] + (this.spec.shiftRows ?? 0), this.nextRow);
    let row = markerRow;
    this.sheet.getCell(row, 1).value = MARKER_LABEL[name];
    this.nextRow = row + 1;
    if (periodEnds && !this.spec.withoutReportDate?.includes(name)) {
      row += 1;
      this.sheet.getCell(row, 1).value = 'Report Date';
      this.values(
        row,
        periodEnds.map((date) => this.reportDate(date)),
        periodEnds.length,
      );
      this.nextRow = row + 1;
    }
    body(row + 1, markerRow);
  }

  private rows(firstRow: number, rows: readonly SheetRow[], periodEnds: readonly IsoDate[]): void {
    rows.forEach(([label, values], i) => {
      this.sheet.getCell(firstRow + i, 1).value = label;
      this.values(firstRow + i, values, periodEnds.length);
    });
    this.nextRow = Math.max(this.nextRow, firstRow + rows.length);
  }

  /** Values right-aligned so the newest period sits in the last period column. */
  private values(row: number, values: readonly (SheetCell | Date)[], periods: number): void {
    const first = (this.spec.lastPeriodColumn ?? 11) - periods + 1;
    values.forEach((value, i) => {
      if (value !== null) this.sheet.getCell(row, first + i).value = value;
    });
  }

  private label(row: number, label: string, value: SheetCell): void {
    this.sheet.getCell(row, 1).value = label;
    if (value !== null) this.sheet.getCell(row, 2).value = value;
    this.nextRow = Math.max(this.nextRow, row + 1);
  }

  private reportDate(date: IsoDate): Date | number {
    const utc = Date.parse(`${date}T00:00:00Z`);
    if (this.spec.reportDates !== 'serial') return new Date(utc);
    return (utc - (this.spec.date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30))) / DAY_MS;
  }
}
