import { Workbook, type Row, type Worksheet } from 'exceljs';

/**
 * What every Excel download shares (docs/statements.md and docs/screener.md,
 * 'Excel downloads'): who wrote it, bold header rows, number formats by unit,
 * the file's day and the bytes. Numbers are written as numbers, an unknown
 * figure as an empty cell, text always as text (never a formula: exceljs
 * writes a string as a string, so a name starting with '=' runs nothing).
 */

export const NUMBER_FORMATS = {
  /** ₹ crore and ₹ amounts: grouped, two decimals. */
  amount: '#,##0.00',
  /** Percent figures are stored as percent (20 means 20%): shown with a % sign, not multiplied. */
  percent: '0.00"%"',
  /** Multiples and points. */
  plain: '0.00',
  date: 'yyyy-mm-dd',
} as const;

export function newWorkbook(now: Date): Workbook {
  const workbook = new Workbook();
  workbook.creator = 'Conviction';
  workbook.created = now;
  workbook.modified = now;
  return workbook;
}

/** A header row: bold. */
export function styleHeader(row: Row): void {
  row.font = { bold: true };
}

/** A row of cells whose unknowns (null, undefined) stay empty, never 0. */
export function addCells(sheet: Worksheet, cells: readonly unknown[]): Row {
  const row = sheet.addRow([]);
  cells.forEach((value, index) => {
    if (value !== null && value !== undefined) row.getCell(index + 1).value = value as string | number | boolean | Date;
  });
  return row;
}

/** Excel refuses \ / ? * [ ] : in a sheet's name and more than 31 characters. */
export function sheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, '-').slice(0, 31);
}

/** The day in India (UTC+05:30, no daylight saving), 'YYYY-MM-DD': the file names' and headers' date. */
export function indianDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export async function workbookBytes(workbook: Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
