import { type Workbook } from 'exceljs';
import { CRORE_NOTE } from 'shared-types/api';
import { statementsAnswer } from 'shared-types/testing';
import { SOURCES_HEADER, SOURCES_SHEET, statementsWorkbook } from './statementsWorkbook';
import { readWorkbook, rowValues } from './testing/readWorkbook';
import { workbookBytes } from './workbookParts';

const NOW = new Date('2026-11-28T20:00:00Z'); // 29 November in India

const readBack = async (): Promise<Workbook> => readWorkbook(await workbookBytes(statementsWorkbook(statementsAnswer(), NOW)));

describe('the statements workbook', () => {
  it('has one sheet per statement the page shows, in its order, then the sources', async () => {
    const workbook = await readBack();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Quarterly results',
      'Profit & loss',
      'Balance sheet',
      'Cash flows',
      'Shareholding pattern',
      SOURCES_SHEET,
    ]);
  });

  it('keeps the sheet of a table with no periods, saying so as the page does', async () => {
    const answer = { ...statementsAnswer(), shareholding: [] };
    const workbook = await readWorkbook(await workbookBytes(statementsWorkbook(answer, NOW)));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Shareholding pattern');
    expect(rowValues(workbook, 'Shareholding pattern', 3)).toEqual(['Shareholding pattern: no periods reported.']);
    expect(workbook.getWorksheet('Shareholding pattern')!.rowCount).toBe(3);
    const sources = workbook.getWorksheet(SOURCES_SHEET)!;
    expect(sources.getRows(5, sources.rowCount - 4)!.some((row) => row.getCell(1).value === 'Shareholding pattern')).toBe(false);
  });

  it('puts the title, the basis and the units above a header of periods, oldest left', async () => {
    const workbook = await readBack();
    expect(rowValues(workbook, 'Profit & loss', 1)).toEqual(['Aravali Cement Works · Profit & loss']);
    expect(rowValues(workbook, 'Profit & loss', 2)).toEqual(['Shown on the consolidated basis: the company files both.']);
    expect(rowValues(workbook, 'Profit & loss', 3)).toEqual([CRORE_NOTE]);
    expect(rowValues(workbook, 'Profit & loss', 4)).toEqual(['Line item', 'Unit', 'Mar 2024', 'Mar 2025']);
  });

  it('writes figures as numbers with a number format, and an unreported one as an empty cell', async () => {
    const sheet = (await readBack()).getWorksheet('Profit & loss')!;
    expect(rowValues(await readBack(), 'Profit & loss', 5)).toEqual(['Revenue', '₹ crore', 110000, 123456.7]);
    expect(sheet.getCell('D5').numFmt).toBe('#,##0.00');
    const eps = sheet.getRow(7);
    expect(eps.getCell(1).value).toBe('EPS, basic (₹)');
    expect(eps.getCell(3).value).toBeNull(); // not reported for FY2024: empty, never 0
    expect(eps.getCell(4).value).toBe(41.25);
  });

  it('lists each column’s source and dates on the last sheet', async () => {
    const workbook = await readBack();
    expect(rowValues(workbook, SOURCES_SHEET, 2)).toEqual(['Downloaded 2026-11-29 from Conviction']);
    expect(rowValues(workbook, SOURCES_SHEET, 4)).toEqual([...SOURCES_HEADER]);
    const sheet = workbook.getWorksheet(SOURCES_SHEET)!;
    const filed = sheet
      .getRows(5, sheet.rowCount - 4)!
      .find((row) => row.getCell(5).value === 'ARAVALI_FY2025.xml' && row.getCell(1).value === 'Profit & loss')!;
    expect(filed.getCell(2).value).toBe('Mar 2025');
    expect(filed.getCell(3).value).toEqual(new Date('2025-03-31T00:00:00Z'));
    expect(filed.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(filed.getCell(4).value).toBe('Exchange filing (XBRL)');
    expect(filed.getCell(6).value).toBe('2025-05-02T18:30');
    expect(filed.getCell(7).value).toBe('Audited');
  });
});
