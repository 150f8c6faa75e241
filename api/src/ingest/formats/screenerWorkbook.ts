import { IngestFormatError, type IsoDate, type ScreenerWorkbook, type ScreenerYear } from '../records';
import { findRow, SectionReader, sectionPeriods, splitSections, type Section, type SectionName, type YearValues } from './screenerSections';
import { DATA_SHEET, type DataSheet, openDataSheet, type Period } from './screenerSheet';

/**
 * A Screener.in "Export to Excel" workbook (design note §5). Only the Data
 * Sheet holds numbers; rows are found by their column-A labels and periods by
 * each section's Report Date row. Derived here, as Screener derives them:
 * operating profit = Sales − expenses, EPS = net profit / adjusted shares, and
 * an estimated capex (ΔNet Block + ΔCWIP + Depreciation) since the export has none.
 */

/** The manufacturing and overhead costs Screener subtracts from Sales; Change in Inventory is subtracted from them. */
const EXPENSE_ROWS = ['Raw Material Cost', 'Power and Fuel', 'Other Mfr. Exp', 'Employee Cost', 'Selling and admin', 'Other Expenses'];

export async function parseScreenerWorkbook(bytes: Uint8Array, file: string): Promise<ScreenerWorkbook> {
  const sheet = await openDataSheet(bytes, file);
  const sections = splitSections(sheet.labels);
  if (!sections.profitAndLoss) {
    throw new IngestFormatError(
      { file, cell: `${DATA_SHEET}!A:A` },
      "no 'PROFIT & LOSS' row in column A, so the annual periods cannot be found; is this Screener's Data Sheet?",
    );
  }
  const pnlPeriods = sectionPeriods(sheet, sections, 'profitAndLoss') ?? [];
  const bsPeriods = sectionPeriods(sheet, sections, 'balanceSheet');
  const cfPeriods = sectionPeriods(sheet, sections, 'cashFlow');
  const missingRows: string[] = [];
  const reader = (name: SectionName, periods: readonly Period[] | null) => new SectionReader(sheet, name, sections[name], periods, missingRows);
  const pnl = reader('profitAndLoss', pnlPeriods);
  const isLender = pnl.has(['revenue', 'financing profit']) || findRow(sections.quarters, ['financing profit']) !== null;

  const sales = pnl.values(isLender ? 'Revenue' : 'Sales', ['sales', 'revenue']);
  const figures = {
    sales,
    operatingProfit: operatingProfit(pnl, isLender, sales),
    otherIncome: pnl.values('Other Income'),
    depreciation: pnl.values('Depreciation'),
    interest: pnl.values('Interest'),
    profitBeforeTax: pnl.values('Profit before tax'),
    netProfit: pnl.values('Net profit'),
    dividends: pnl.values('Dividend Amount'),
    ...balanceSheetFigures(reader('balanceSheet', bsPeriods)),
    operatingCashFlow: reader('cashFlow', cfPeriods).values('Cash from Operating Activity'),
    yearEndPrice: reader('price', pnlPeriods).markerValues(),
    shares: reader('derived', pnlPeriods).values('Adjusted Equity Shares in Cr'),
  };

  const periodEnds = new Map<number, IsoDate>();
  for (const period of [...(cfPeriods ?? []), ...(bsPeriods ?? []), ...pnlPeriods]) periodEnds.set(period.fiscalYear, period.periodEnd);
  const fiscalYears = [...periodEnds.keys()].sort((a, b) => a - b);
  const years = fiscalYears.map((fiscalYear): ScreenerYear => {
    const at = (values: YearValues): number | null => values.get(fiscalYear) ?? null;
    const netProfit = at(figures.netProfit);
    const shares = at(figures.shares);
    return {
      fiscalYear,
      periodEnd: periodEnds.get(fiscalYear) ?? '',
      sales: at(figures.sales),
      operatingProfit: at(figures.operatingProfit),
      otherIncome: at(figures.otherIncome),
      depreciation: at(figures.depreciation),
      interest: at(figures.interest),
      profitBeforeTax: at(figures.profitBeforeTax),
      netProfit,
      eps: netProfit !== null && shares !== null && shares > 0 ? tidy(netProfit / shares) : null,
      shares,
      equity: at(figures.equity),
      reserves: at(figures.reserves),
      borrowings: at(figures.borrowings),
      totalAssets: at(figures.totalAssets),
      netBlock: at(figures.netBlock),
      cwip: at(figures.cwip),
      receivables: at(figures.receivables),
      inventory: at(figures.inventory),
      cash: at(figures.cash),
      operatingCashFlow: at(figures.operatingCashFlow),
      capex: null,
      capexEstimated: false,
      dividends: at(figures.dividends),
      yearEndPrice: at(figures.yearEndPrice),
    };
  });
  estimateCapex(years);

  return {
    file,
    companyName: companyName(sheet),
    codeHint: codeHintFromFileName(file),
    isLender,
    currentPrice: currentPrice(sheet, sections.meta, missingRows),
    years,
    missingRows,
  };
}

/**
 * An explicit Operating Profit (or, for lenders, Financing Profit) row wins. Otherwise
 * Sales − expenses, where a blank expense cell counts as none (IT companies leave
 * Power and Fuel blank) but a year with every expense cell blank stays unknown.
 */
function operatingProfit(pnl: SectionReader, isLender: boolean, sales: YearValues): YearValues {
  if (pnl.has(['operating profit', 'financing profit'])) return pnl.values('Operating Profit', ['operating profit', 'financing profit']);
  if (isLender) return pnl.values('Financing Profit');
  const costs = EXPENSE_ROWS.map((label) => pnl.values(label));
  const inventoryChange = pnl.values('Change in Inventory');
  const result: YearValues = new Map();
  for (const [fiscalYear, sale] of sales) {
    const known = costs.map((values) => values.get(fiscalYear) ?? null).filter((value): value is number => value !== null);
    const change = inventoryChange.get(fiscalYear) ?? null;
    const hasExpenses = known.length > 0 || change !== null;
    const expenses = known.reduce((sum, value) => sum + value, 0) - (change ?? 0);
    result.set(fiscalYear, sale !== null && hasExpenses ? tidy(sale - expenses) : null);
  }
  return result;
}

/** The two 'Total' rows share a label: the first closes liabilities, the second assets (they are equal when the sheet balances). */
function balanceSheetFigures(bs: SectionReader) {
  return {
    equity: bs.values('Equity Share Capital'),
    reserves: bs.values('Reserves'),
    borrowings: bs.values('Borrowings', ['borrowings', 'borrowing']),
    totalAssets: bs.has(['total'], 1) ? bs.values('Total (assets)', ['total'], 1) : bs.values('Total', ['total']),
    netBlock: bs.values('Net Block'),
    cwip: bs.values('Capital Work in Progress'),
    receivables: bs.values('Receivables'),
    inventory: bs.values('Inventory'),
    cash: bs.values('Cash & Bank'),
  };
}

/**
 * capex_t ≈ (NetBlock_t − NetBlock_t−1) + (CWIP_t − CWIP_t−1) + Depreciation_t, for a year
 * whose previous fiscal year is present (so never the first). A blank CWIP counts as none.
 * Disposals and write-downs can make the sum negative; capex is then taken as 0.
 */
function estimateCapex(years: ScreenerYear[]): void {
  const byYear = new Map(years.map((year) => [year.fiscalYear, year]));
  for (const year of years) {
    const previous = byYear.get(year.fiscalYear - 1);
    if (!previous || year.netBlock === null || previous.netBlock === null || year.depreciation === null) continue;
    const estimate = year.netBlock - previous.netBlock + ((year.cwip ?? 0) - (previous.cwip ?? 0)) + year.depreciation;
    year.capex = tidy(Math.max(0, estimate));
    year.capexEstimated = true;
  }
}

function companyName(sheet: DataSheet): string {
  const label = sheet.labels.find((row) => row.key === 'company name');
  const name = label ? sheet.text(label.row, 2) : '';
  if (name === '') {
    throw new IngestFormatError(
      { file: sheet.file, cell: sheet.address(label?.row ?? 1, 2) },
      "no company name (Screener writes 'COMPANY NAME' in column A and the name beside it)",
    );
  }
  return name.replace(/\s+/g, ' ');
}

function currentPrice(sheet: DataSheet, meta: Section | undefined, missingRows: string[]): number | null {
  const row = findRow(meta, ['current price']);
  if (row === null) {
    missingRows.push('Current Price');
    return null;
  }
  return sheet.number(row, 2);
}

/**
 * Screener's exports carry no ticker, but people save them as 'RELIANCE.xlsx';
 * a browser adds ' (1)' to a second download. Only an all-capitals stem that
 * could be an NSE symbol counts: 'Reliance Industr.xlsx' gives no hint.
 */
export function codeHintFromFileName(file: string): string | null {
  const base = file.split(/[\\/]/).pop() ?? file;
  const stem = base.replace(/\.xls[xm]?$/i, '').replace(/\s*\(\d+\)$/, '').trim();
  return /^[A-Z0-9][A-Z0-9&-]{0,19}$/.test(stem) && /[A-Z]/.test(stem) ? stem : null;
}

/** Removes floating-point dust (0.1 + 0.2) from derived figures. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
