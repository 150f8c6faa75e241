import { Workbook } from 'exceljs';

/** Reads a downloaded workbook back, as a spreadsheet would open it (tests only). */
export async function readWorkbook(bytes: Uint8Array): Promise<Workbook> {
  const workbook = new Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}

/** A row's values from its first column (exceljs keeps index 0 empty). */
export const rowValues = (workbook: Workbook, sheet: string, row: number): unknown[] =>
  (workbook.getWorksheet(sheet)!.getRow(row).values as unknown[]).slice(1);
