import { type Workbook } from 'exceljs';
import { SCREEN_SHEET, screenWorkbook } from './screenWorkbook';
import { readWorkbook, rowValues } from './testing/readWorkbook';
import { workbookBytes } from './workbookParts';

const NOW = new Date('2026-11-29T06:00:00Z');

async function readBack(rows: Record<string, unknown>[]): Promise<Workbook> {
  const built = screenWorkbook({ query: 'ROCE > 20 AND Sector = "IT"', figures: ['roce', 'sector'], now: NOW });
  built.addRows(rows.slice(0, 1));
  built.addRows(rows.slice(1));
  return readWorkbook(await workbookBytes(built.workbook));
}

const values = (workbook: Workbook, row: number): unknown[] => rowValues(workbook, SCREEN_SHEET, row);

describe('the screen workbook', () => {
  const rows = [
    { name: 'Infosys', code: 'INFY', price: 1523.4, score: 71, roce: 37.5, sector: 'IT' },
    { name: '=HYPERLINK("x")', code: 'ODD', price: null, score: 40, roce: 21, sector: null },
  ];

  it('writes the query and the day above the CSV’s columns', async () => {
    const workbook = await readBack(rows);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([SCREEN_SHEET]);
    expect(values(workbook, 2)).toEqual(['Query', 'ROCE > 20 AND Sector = "IT"']);
    expect(values(workbook, 3)).toEqual(['Date', '2026-11-29']);
    expect(values(workbook, 4)).toEqual(['Name', 'NSE code', 'Current Price', 'Score', 'ROCE', 'Sector']);
  });

  it('types numbers, formats them by unit, and leaves an unknown empty', async () => {
    const workbook = await readBack(rows);
    const sheet = workbook.getWorksheet(SCREEN_SHEET)!;
    expect(values(workbook, 5)).toEqual(['Infosys', 'INFY', 1523.4, 71, 37.5, 'IT']);
    expect(sheet.getCell('C5').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('E5').numFmt).toBe('0.00"%"');
    expect(sheet.getCell('C6').value).toBeNull();
    expect(sheet.getCell('F6').value).toBeNull();
  });

  it('keeps text that looks like a formula as text', async () => {
    const cell = (await readBack(rows)).getWorksheet(SCREEN_SHEET)!.getCell('A6');
    expect(cell.value).toBe('=HYPERLINK("x")');
    expect(cell.formula).toBeUndefined();
  });
});
