import { type ScreenerPeriod } from '../records';
import { Workbook } from 'exceljs';
import { type ScreenerWorkbookSpec, screenerWorkbook, type SheetRow } from '../testing/screenerWorkbook';
import { editedWorkbook, withRow } from '../testing/screenerWorkbookEdits';
import { resavedByOpenpyxl } from '../testing/resavedWorkbook';
import { bankScreenerSpec, standardScreenerSpec, yearEndChangeSpec } from '../testing/screenerSpec';
import { codeHintFromFileName, parseScreenerWorkbook } from './screenerWorkbook';

const FILE = 'SAMPLE.xlsx';

const parseSpec = async (spec: ScreenerWorkbookSpec, file = FILE) => parseScreenerWorkbook(await screenerWorkbook(spec), file);

const byYear = (periods: ScreenerPeriod[], field: keyof ScreenerPeriod) => Object.fromEntries(periods.map((period) => [period.fiscalYear, period[field]]));

describe('parseScreenerWorkbook', () => {
  it('reads the Data Sheet into periods, deriving operating profit, EPS and an estimated capex', async () => {
    const workbook = await parseSpec(standardScreenerSpec());

    expect(workbook).toMatchObject({ file: FILE, companyName: 'Sample Manufacturing Ltd', codeHint: 'SAMPLE', currentPrice: 450, missingRows: [] });
    expect(workbook.periods[2]).toEqual({
      fiscalYear: 2024,
      periodEnd: '2024-03-31',
      months: 12,
      label: 'FY2024',
      rawMaterialCost: 600,
      changeInInventory: 20,
      powerAndFuel: 70,
      otherMfrExp: 45,
      employeeCost: 130,
      sellingAndAdmin: 80,
      otherExpenses: 50,
      tax: 123.75,
      otherLiabilities: 375,
      investments: 160,
      otherAssets: 1000,
      equityShareCount: 125000000,
      newBonusShares: null,
      faceValue: 10,
      investingCashFlow: -260,
      financingCashFlow: -100,
      netCashFlow: 60,
      sales: 1500,
      // 1500 − (600 + 70 + 45 + 130 + 80 + 50 − 20)
      operatingProfit: 545,
      otherIncome: 30,
      depreciation: 65,
      interest: 15,
      profitBeforeTax: 495,
      netProfit: 371.25,
      // 371.25 / 12.5 adjusted crore shares
      eps: 29.7,
      shares: 12.5,
      equity: 125,
      reserves: 1400,
      borrowings: 150,
      totalAssets: 2050,
      netBlock: 800,
      cwip: 90,
      receivables: 280,
      inventory: 190,
      cash: 180,
      operatingCashFlow: 420,
      // (800 − 680) + (90 − 30) + 65
      capex: 245,
      capexEstimated: true,
      dividends: 60,
      yearEndPrice: 420,
    });
    expect(byYear(workbook.periods, 'operatingProfit')).toEqual({ 2022: 330, 2023: 389, 2024: 545 });
    expect(byYear(workbook.periods, 'eps')).toEqual({ 2022: 21, 2023: 25.575, 2024: 29.7 });
    expect(byYear(workbook.periods, 'capex')).toEqual({ 2022: null, 2023: 115, 2024: 245 });
    expect(byYear(workbook.periods, 'capexEstimated')).toEqual({ 2022: false, 2023: true, 2024: true });
  });

  it('finds rows by label when every row is shifted and unknown rows are inserted', async () => {
    const standard = standardScreenerSpec();
    const shifted: ScreenerWorkbookSpec = {
      ...standard,
      shiftRows: 6,
      profitAndLoss: [['Exceptional items', [5, 5, 5]], ...standard.profitAndLoss],
      balanceSheet: [['Lease Liabilities', [1, 2, 3]], ...standard.balanceSheet],
    };
    expect((await parseSpec(shifted)).periods).toEqual((await parseSpec(standard)).periods);
  });

  it('reads serial-number Report Dates in the 1900 and 1904 date systems, and periods that start in column B', async () => {
    const standard = await parseSpec(standardScreenerSpec());
    const { quarters } = standardScreenerSpec();
    // Periods from column B: three annual columns, and three quarters so none lands in column A.
    const fromColumnB = {
      lastPeriodColumn: 4,
      quarters: { periodEnds: quarters.periodEnds.slice(1), rows: quarters.rows.map(([label, values]): SheetRow => [label, values.slice(1)]) },
    };
    for (const variant of [{ reportDates: 'serial' as const }, { reportDates: 'serial' as const, date1904: true }, fromColumnB]) {
      const parsed = await parseSpec({ ...standardScreenerSpec(), ...variant });
      expect(parsed.periods).toEqual(standard.periods);
    }
  });

  it('reads a short history with leading blank columns, and a balance sheet with a year the P&L lacks', async () => {
    const spec = standardScreenerSpec();
    const parsed = await parseSpec({
      ...spec,
      lastPeriodColumn: 11,
      balanceSheetPeriodEnds: ['2021-03-31', ...spec.periodEnds],
      balanceSheet: spec.balanceSheet.map(([label, values]) => [label, [label === 'Net Block' ? 560 : null, ...values]]),
    });
    expect(parsed.periods.map((period) => period.fiscalYear)).toEqual([2021, 2022, 2023, 2024]);
    expect(parsed.periods[0]).toMatchObject({ periodEnd: '2021-03-31', sales: null, netBlock: 560, capex: null });
    // FY2022 now has a previous year: (600 − 560) + (50 − 0) + 50
    expect(parsed.periods[1]).toMatchObject({ capex: 140, capexEstimated: true });
  });

  it('labels non-March year ends with the fiscal year holding most of their months', async () => {
    const parsed = await parseSpec({ ...standardScreenerSpec(), periodEnds: ['2021-12-31', '2022-12-31', '2023-12-31'] });
    expect(parsed.periods.map((year) => [year.fiscalYear, year.periodEnd])).toEqual([
      [2022, '2021-12-31'],
      [2023, '2022-12-31'],
      [2024, '2023-12-31'],
    ]);
  });

  it('reads formula cells by their cached result and treats formulas without one as blank', async () => {
    const spec = standardScreenerSpec();
    const parsed = await parseSpec({
      ...spec,
      profitAndLoss: withRow(spec.profitAndLoss, 'Net profit', [{ formula: 'B29-B30', result: 210 }, { formula: 'C29-C30' }, 371.25]),
    });
    expect(byYear(parsed.periods, 'netProfit')).toEqual({ 2022: 210, 2023: null, 2024: 371.25 });
    expect(byYear(parsed.periods, 'eps')).toEqual({ 2022: 21, 2023: null, 2024: 29.7 });
  });

  it('reads numbers stored as text, with thousands separators', async () => {
    const spec = standardScreenerSpec();
    const parsed = await parseSpec({ ...spec, profitAndLoss: withRow(spec.profitAndLoss, 'Sales', ['1,000', '1200', 1500]) });
    expect(byYear(parsed.periods, 'sales')).toEqual({ 2022: 1000, 2023: 1200, 2024: 1500 });
  });

  it('derives operating profit with blank expense cells counted as none, and leaves it unknown when every expense is blank', async () => {
    const spec = standardScreenerSpec();
    const expenses: SheetRow[] = [
      ['Raw Material Cost', [400, null, 600]],
      ['Change in Inventory', [10, null, null]],
      ['Power and Fuel', [null, null, 70]],
      ['Other Mfr. Exp', [1, null, 1]],
      ['Employee Cost', [1, null, 1]],
      ['Selling and admin', [1, null, 1]],
      ['Other Expenses', [1, null, 1]],
    ];
    const pnl = expenses.reduce((rows, [label, values]) => withRow(rows, label, values), spec.profitAndLoss);
    const parsed = await parseSpec({ ...spec, profitAndLoss: pnl });
    // FY2022: 1000 − (400 + 4 × 1 − 10); FY2023: no expense known; FY2024: 1500 − (600 + 70 + 4 × 1)
    expect(byYear(parsed.periods, 'operatingProfit')).toEqual({ 2022: 606, 2023: null, 2024: 826 });
  });

  it("reads an older lender export's Revenue and Financing Profit rows as sales and operating profit", async () => {
    const parsed = await parseSpec(standardScreenerSpec({ lender: true }), 'HDFCBANK.xlsx');
    expect(parsed).toMatchObject({ companyName: 'Sample Finance Ltd', codeHint: 'HDFCBANK' });
    expect(byYear(parsed.periods, 'sales')).toEqual({ 2022: 800, 2023: 900, 2024: 1000 });
    expect(byYear(parsed.periods, 'operatingProfit')).toEqual({ 2022: 200, 2023: 230, 2024: 270 });
  });

  it("reads a bank exported with an industrial's labels: blank manufacturing rows, receivables and inventory, deposits in Borrowings", async () => {
    const parsed = await parseSpec(bankScreenerSpec(), 'ICICI Bank.xlsx');
    expect(parsed.missingRows).toEqual([]);
    expect(parsed.periods[2]).toMatchObject({
      sales: 1000,
      rawMaterialCost: null,
      inventory: null,
      receivables: null,
      borrowings: 10300,
      totalAssets: 12200,
      interest: 540,
    });
  });

  it('keeps a change of year end from December to March as periods of their own length, labelled, instead of refusing it', async () => {
    const parsed = await parseSpec(yearEndChangeSpec());
    expect(parsed.periods.map((period) => [period.periodEnd, period.fiscalYear, period.months, period.label])).toEqual([
      ['2022-12-31', 2023, 12, 'FY2023'],
      ['2023-12-31', 2024, 12, 'FY2024'],
      ['2024-03-31', 2024, 3, 'FY2024 (Jan–Mar 2024, 3 months)'],
      ['2025-03-31', 2025, 12, 'FY2025'],
    ]);
    // No capex estimate across the change: the periods before and after are not twelve months apart.
    expect(parsed.periods.map((period) => period.capexEstimated)).toEqual([false, true, false, false]);
  });

  it('reads a transition column with fifteen months of sales as fifteen months, from the sales', async () => {
    const parsed = await parseSpec(yearEndChangeSpec({ transitionMonths: 15 }));
    expect(parsed.periods.map((period) => [period.periodEnd, period.months, period.label, period.sales])).toEqual([
      ['2022-12-31', 12, 'FY2023', 1000],
      ['2023-12-31', 12, 'FY2024', 1200],
      ['2024-03-31', 15, 'FY2024 (Jan 2023–Mar 2024, 15 months)', 1500],
      ['2025-03-31', 12, 'FY2025', 1500],
    ]);
  });

  it('reads the Quarters section', async () => {
    const parsed = await parseSpec(standardScreenerSpec());
    expect(parsed.quarters.at(-1)).toEqual({
      periodEnd: '2024-03-31',
      sales: 400,
      expenses: 315,
      otherIncome: 9,
      depreciation: 18,
      interest: 3,
      profitBeforeTax: 73,
      tax: 18,
      netProfit: 55,
      operatingProfit: 85,
    });
    expect(parsed.quarters.map((quarter) => quarter.periodEnd)).toEqual(['2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31']);
  });

  it('reads the annual years of an export whose Quarters section is empty, and says it has no quarters', async () => {
    const parsed = await parseSpec({ ...standardScreenerSpec(), emptySections: ['quarters'] });
    expect(parsed.quarters).toEqual([]);
    expect(byYear(parsed.periods, 'sales')).toEqual({ 2022: 1000, 2023: 1200, 2024: 1500 });
    expect(parsed.missingRows).toEqual([]);
    expect(parsed.notes).toEqual(['The export has no quarters (its Quarters section holds no Report Dates): only its annual years were read']);
    expect((await parseSpec(standardScreenerSpec())).notes).toEqual([]);
  });

  it('reads an export re-saved by openpyxl (a table part on another tab), which exceljs refuses, exactly like the original', async () => {
    const original = await screenerWorkbook(standardScreenerSpec());
    const resaved = resavedByOpenpyxl(original);
    await expect(new Workbook().xlsx.load(new Uint8Array(resaved).buffer)).rejects.toThrow("Cannot read properties of undefined (reading 'name')");
    expect(await parseScreenerWorkbook(resaved, FILE)).toEqual(await parseScreenerWorkbook(original, FILE));
  });

  it("reads the name from B1 when the 'COMPANY NAME' label in A1 was cleared, and gives none when B1 is blank too", async () => {
    const cleared = await editedWorkbook(standardScreenerSpec(), (sheet) => {
      sheet.getCell('A1').value = ' ';
    });
    expect((await parseScreenerWorkbook(cleared, FILE)).companyName).toBe('Sample Manufacturing Ltd');
    const nameless = await editedWorkbook(standardScreenerSpec(), (sheet) => {
      sheet.getCell('A1').value = null;
      sheet.getCell('B1').value = null;
    });
    expect((await parseScreenerWorkbook(nameless, FILE)).companyName).toBeNull();
  });

  it('lists the rows and sections it could not find, leaving their values unknown', async () => {
    const spec = standardScreenerSpec();
    const parsed = await parseSpec({
      ...spec,
      profitAndLoss: spec.profitAndLoss.filter(([label]) => label !== 'Dividend Amount'),
      balanceSheet: spec.balanceSheet.filter(([label]) => label !== 'Cash & Bank' && label !== 'Total'),
      meta: spec.meta.filter(([label]) => label !== 'Current Price'),
      omitSections: ['cashFlow', 'derived'],
    });
    expect([...parsed.missingRows].sort()).toEqual(
      ['CASH FLOW: section', 'Cash & Bank', 'Current Price', 'DERIVED: section', 'Dividend Amount', 'Total'].sort(),
    );
    expect(parsed.periods[2]).toMatchObject({ dividends: null, cash: null, totalAssets: null, operatingCashFlow: null, shares: null, eps: null });
    expect(parsed.currentPrice).toBeNull();
  });

  it('takes the assets Total by position, and the only Total when the second is missing', async () => {
    const spec = standardScreenerSpec();
    const assetsTotalDiffers = await parseSpec({
      ...spec,
      balanceSheet: spec.balanceSheet.map(([label, values], i) => [label, label === 'Total' && i > 5 ? [1, 2, 3] : values]),
    });
    expect(byYear(assetsTotalDiffers.periods, 'totalAssets')).toEqual({ 2022: 1, 2023: 2, 2024: 3 });
    const secondTotal = spec.balanceSheet.findLastIndex(([label]) => label === 'Total');
    const oneTotal = await parseSpec({ ...spec, balanceSheet: spec.balanceSheet.filter((_, i) => i !== secondTotal) });
    expect(byYear(oneTotal.periods, 'totalAssets')).toEqual({ 2022: 1500, 2023: 1700, 2024: 2050 });
    expect(oneTotal.missingRows).toEqual([]);
  });
});

describe('codeHintFromFileName', () => {
  it.each([
    ['RELIANCE.xlsx', 'RELIANCE'],
    ['TCS (1).xlsx', 'TCS'],
    ['M&M.xlsx', 'M&M'],
    ['downloads/BAJAJ-AUTO.XLSX', 'BAJAJ-AUTO'],
    ['C:\\Users\\me\\INFY (2).xlsx', 'INFY'],
    ['Reliance Industr.xlsx', null],
    ['Tata Consultancy.xlsx', null],
    ['tcs.xlsx', null],
    ['500325.xlsx', null],
  ])('%s → %p', (file, hint) => {
    expect(codeHintFromFileName(file)).toBe(hint);
  });
});
