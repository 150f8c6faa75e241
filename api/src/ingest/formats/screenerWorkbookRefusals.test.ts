import { asyncFormatErrorOf } from '../testing/formatError';
import { type ScreenerWorkbookSpec, screenerWorkbook } from '../testing/screenerWorkbook';
import { editedWorkbook, withRow } from '../testing/screenerWorkbookEdits';
import { standardScreenerSpec } from '../testing/screenerSpec';
import { parseScreenerWorkbook } from './screenerWorkbook';

const FILE = 'SAMPLE.xlsx';

const parseSpec = async (spec: ScreenerWorkbookSpec, file = FILE) => parseScreenerWorkbook(await screenerWorkbook(spec), file);

describe('parseScreenerWorkbook refuses', () => {
  it('a workbook without a Data Sheet tab', async () => {
    const error = await asyncFormatErrorOf(async () => parseSpec({ ...standardScreenerSpec(), sheetName: 'Sheet1' }));
    expect(error.location).toEqual({ file: FILE, cell: 'Data Sheet' });
    expect(error.message).toBe(
      "SAMPLE.xlsx, Data Sheet: the workbook has no 'Data Sheet' tab (its tabs: 'Profit & Loss', 'Quarters', 'Balance Sheet', 'Cash Flow', 'Customization', 'Sheet1'); is it a Screener export?",
    );
  });

  it('a P&L without a Report Date row', async () => {
    const error = await asyncFormatErrorOf(async () => parseSpec({ ...standardScreenerSpec(), withoutReportDate: ['profitAndLoss'] }));
    expect(error.location).toEqual({ file: FILE, cell: 'Data Sheet!A16' });
    expect(error.reason).toBe("no 'Report Date' row in the PROFIT & LOSS section (marker in row 15), so its periods cannot be found");
  });

  it('a balance sheet without a Report Date row', async () => {
    const error = await asyncFormatErrorOf(async () => parseSpec({ ...standardScreenerSpec(), withoutReportDate: ['balanceSheet'] }));
    expect(error.location.cell).toBe('Data Sheet!A56');
  });

  it.each([
    ['profitAndLoss', 'Data Sheet!B16', 'PROFIT & LOSS: the Report Date row holds no dates'],
    ['balanceSheet', 'Data Sheet!B56', 'BALANCE SHEET: the Report Date row holds no dates'],
  ] as const)('an empty annual section (%s), unlike an empty Quarters section', async (section, cell, reason) => {
    const error = await asyncFormatErrorOf(async () => parseSpec({ ...standardScreenerSpec(), emptySections: [section] }));
    expect(error.location).toEqual({ file: FILE, cell });
    expect(error.reason).toBe(reason);
  });

  it('a Quarters section without Report Dates that holds figures, which could not be placed in quarters', async () => {
    const figure = await editedWorkbook({ ...standardScreenerSpec(), emptySections: ['quarters'] }, (sheet) => {
      sheet.getCell('K42').value = 400;
    });
    const error = await asyncFormatErrorOf(() => parseScreenerWorkbook(figure, FILE));
    expect(error.location).toEqual({ file: FILE, cell: 'Data Sheet!K42' });
    expect(error.reason).toBe('Quarters: the Report Date row holds no dates, but this cell holds a figure, so it cannot be placed in a quarter');
  });

  it('a sheet with no PROFIT & LOSS section', async () => {
    const error = await asyncFormatErrorOf(async () => parseSpec({ ...standardScreenerSpec(), omitSections: ['profitAndLoss'] }));
    expect(error.message).toBe(
      "SAMPLE.xlsx, Data Sheet!A:A: no 'PROFIT & LOSS' row in column A, so the annual periods cannot be found; is this Screener's Data Sheet?",
    );
  });

  it('a Report Date that is not a date, or the same Report Date twice', async () => {
    const badDate = await editedWorkbook(standardScreenerSpec(), (sheet) => {
      sheet.getCell('J16').value = 'Mar 2023';
    });
    expect((await asyncFormatErrorOf(() => parseScreenerWorkbook(badDate, FILE))).message).toBe(
      'SAMPLE.xlsx, Data Sheet!J16: Report Date "Mar 2023" is not a date between 1950 and 2100',
    );
    const clash = await asyncFormatErrorOf(async () => parseSpec({ ...standardScreenerSpec(), periodEnds: ['2022-03-31', '2023-03-31', '2023-03-31'] }));
    expect(clash.message).toBe('SAMPLE.xlsx, Data Sheet!K16: PROFIT & LOSS: the Report Date 2023-03-31 appears twice (J and K)');
  });

  it('text where a number belongs, naming the cell', async () => {
    const spec = standardScreenerSpec();
    const error = await asyncFormatErrorOf(async () => parseSpec({ ...spec, profitAndLoss: withRow(spec.profitAndLoss, 'Sales', [1000, 1200, 'n.a.']) }));
    expect(error.message).toBe('SAMPLE.xlsx, Data Sheet!K17: "n.a." is not a number');
  });

  it('a file that is not an .xlsx workbook', async () => {
    const error = await asyncFormatErrorOf(() => parseScreenerWorkbook(new TextEncoder().encode('SYMBOL,NAME\n'), 'export.xls'));
    expect(error.location).toEqual({ file: 'export.xls' });
    // No zip reader's jargon for a file that is not a zip at all.
    expect(error.reason).toBe('not an Excel workbook (.xlsx); export it again from Screener with Export to Excel');
  });

  it('a damaged workbook, saying so', async () => {
    const bytes = (await screenerWorkbook(standardScreenerSpec())).slice(0, 600);
    const error = await asyncFormatErrorOf(() => parseScreenerWorkbook(bytes, FILE));
    expect(error.reason).toMatch(/^not an Excel workbook \(\.xlsx\)/);
    expect(error.reason).toContain('export it again from Screener with Export to Excel');
  });
});
