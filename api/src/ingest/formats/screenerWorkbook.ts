import { IngestFormatError, type ScreenerPeriod, type ScreenerQuarter, type ScreenerWorkbook } from '../records';
import { periodShapes } from './screenerPeriods';
import { findRow, SectionReader, sectionPeriods, splitSections, type PeriodValues, type Section, type SectionName } from './screenerSections';
import { DATA_SHEET, type DataSheet, openDataSheet, type Period } from './screenerSheet';

/**
 * A Screener.in "Export to Excel" workbook (formats/README.md). Only the Data
 * Sheet holds numbers; rows are found by their column-A labels and periods by
 * each section's Report Date row, joined by their real end. Derived here, as
 * Screener derives them: operating profit = Sales − expenses, EPS = net profit
 * / adjusted shares, and an estimated capex (ΔNet Block + ΔCWIP + Depreciation)
 * since the export has none.
 */

/** The manufacturing and overhead costs Screener subtracts from Sales; Change in Inventory is subtracted from them. */
const EXPENSE_ROWS = {
  rawMaterialCost: 'Raw Material Cost',
  powerAndFuel: 'Power and Fuel',
  otherMfrExp: 'Other Mfr. Exp',
  employeeCost: 'Employee Cost',
  sellingAndAdmin: 'Selling and admin',
  otherExpenses: 'Other Expenses',
} as const;

export async function parseScreenerWorkbook(bytes: Uint8Array, file: string): Promise<ScreenerWorkbook> {
  const sheet = openDataSheet(bytes, file);
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
  const bs = reader('balanceSheet', bsPeriods);
  const cf = reader('cashFlow', cfPeriods);

  const sales = pnl.has(['sales']) ? pnl.values('Sales') : pnl.values('Sales', ['sales', 'revenue']);
  const expenses = Object.fromEntries(Object.entries(EXPENSE_ROWS).map(([field, label]) => [field, pnl.values(label)])) as Record<
    keyof typeof EXPENSE_ROWS,
    PeriodValues
  >;
  const changeInInventory = pnl.values('Change in Inventory');
  const figures = {
    sales,
    ...expenses,
    changeInInventory,
    operatingProfit: operatingProfit(pnl, sales, expenses, changeInInventory),
    otherIncome: pnl.values('Other Income'),
    depreciation: pnl.values('Depreciation'),
    interest: pnl.values('Interest'),
    profitBeforeTax: pnl.values('Profit before tax'),
    tax: pnl.values('Tax'),
    netProfit: pnl.values('Net profit'),
    dividends: pnl.values('Dividend Amount'),
    equity: bs.values('Equity Share Capital'),
    reserves: bs.values('Reserves'),
    borrowings: bs.values('Borrowings', ['borrowings', 'borrowing']),
    otherLiabilities: bs.values('Other Liabilities'),
    totalAssets: bs.has(['total'], 1) ? bs.values('Total (assets)', ['total'], 1) : bs.values('Total', ['total']),
    netBlock: bs.values('Net Block'),
    cwip: bs.values('Capital Work in Progress'),
    investments: bs.values('Investments'),
    otherAssets: bs.values('Other Assets'),
    receivables: bs.values('Receivables'),
    inventory: bs.values('Inventory'),
    cash: bs.values('Cash & Bank'),
    equityShareCount: bs.values('No. of Equity Shares'),
    newBonusShares: bs.values('New Bonus Shares'),
    faceValue: bs.values('Face value'),
    operatingCashFlow: cf.values('Cash from Operating Activity'),
    investingCashFlow: cf.values('Cash from Investing Activity'),
    financingCashFlow: cf.values('Cash from Financing Activity'),
    netCashFlow: cf.values('Net Cash Flow'),
    yearEndPrice: reader('price', pnlPeriods).markerValues(),
    shares: reader('derived', pnlPeriods).values('Adjusted Equity Shares in Cr'),
  };

  const ends = [...pnlPeriods, ...(bsPeriods ?? []), ...(cfPeriods ?? [])].map((period) => period.periodEnd);
  const periods = periodShapes(ends, figures.sales).map((shape): ScreenerPeriod => {
    const at = (values: PeriodValues): number | null => values.get(shape.periodEnd) ?? null;
    const netProfit = at(figures.netProfit);
    const shares = at(figures.shares);
    const read = Object.fromEntries(Object.entries(figures).map(([field, values]) => [field, at(values)])) as Record<keyof typeof figures, number | null>;
    return {
      ...shape,
      ...read,
      eps: netProfit !== null && shares !== null && shares > 0 ? tidy(netProfit / shares) : null,
      capex: null,
      capexEstimated: false,
    };
  });
  estimateCapex(periods);

  const notes: string[] = [];
  return {
    file,
    companyName: companyName(sheet),
    codeHint: codeHintFromFileName(file),
    currentPrice: currentPrice(sheet, sections.meta, missingRows),
    periods,
    quarters: readQuarters(sheet, sections, missingRows, notes),
    missingRows,
    notes,
  };
}

/**
 * An explicit Operating Profit row (or an older lender export's Financing Profit) wins. Otherwise Sales − expenses, where a
 * blank expense cell counts as none (IT companies leave Power and Fuel blank)
 * but a period with every expense cell blank stays unknown.
 */
function operatingProfit(pnl: SectionReader, sales: PeriodValues, costs: Record<string, PeriodValues>, inventoryChange: PeriodValues): PeriodValues {
  if (pnl.has(['operating profit', 'financing profit'])) return pnl.values('Operating Profit', ['operating profit', 'financing profit']);
  const result: PeriodValues = new Map();
  for (const [periodEnd, sale] of sales) {
    const known = Object.values(costs)
      .map((values) => values.get(periodEnd) ?? null)
      .filter((value): value is number => value !== null);
    const change = inventoryChange.get(periodEnd) ?? null;
    const hasExpenses = known.length > 0 || change !== null;
    const expenses = known.reduce((sum, value) => sum + value, 0) - (change ?? 0);
    result.set(periodEnd, sale !== null && hasExpenses ? tidy(sale - expenses) : null);
  }
  return result;
}

/**
 * capex_t ≈ (NetBlock_t − NetBlock_t−1) + (CWIP_t − CWIP_t−1) + Depreciation_t, for a
 * twelve-month period that follows a twelve-month period (so never the first, nor
 * across a change of year end). A blank CWIP counts as none. Disposals and
 * write-downs can make the sum negative; capex is then taken as 0.
 */
function estimateCapex(periods: ScreenerPeriod[]): void {
  periods.forEach((period, index) => {
    const previous = periods[index - 1];
    if (!previous || period.months !== 12 || previous.months !== 12) return;
    if (period.netBlock === null || previous.netBlock === null || period.depreciation === null) return;
    const estimate = period.netBlock - previous.netBlock + ((period.cwip ?? 0) - (previous.cwip ?? 0)) + period.depreciation;
    period.capex = tidy(Math.max(0, estimate));
    period.capexEstimated = true;
  });
}

const QUARTER_ROWS = {
  sales: 'Sales',
  expenses: 'Expenses',
  otherIncome: 'Other Income',
  depreciation: 'Depreciation',
  interest: 'Interest',
  profitBeforeTax: 'Profit before tax',
  tax: 'Tax',
  netProfit: 'Net profit',
  operatingProfit: 'Operating Profit',
} as const;

function readQuarters(sheet: DataSheet, sections: Partial<Record<SectionName, Section>>, missingRows: string[], notes: string[]): ScreenerQuarter[] {
  const periods = sectionPeriods(sheet, sections, 'quarters');
  if (periods === null) {
    missingRows.push('Quarters section');
    return [];
  }
  if (periods.length === 0) {
    notes.push('The export has no quarters (its Quarters section holds no Report Dates): only its annual years were read');
    return [];
  }
  const quarterMissing: string[] = [];
  const reader = new SectionReader(sheet, 'quarters', sections.quarters, periods, quarterMissing);
  const rows = Object.entries(QUARTER_ROWS).map(([field, label]) => [field, reader.values(label)] as const);
  missingRows.push(...quarterMissing.map((label) => `Quarters ${label}`));
  return periods.map((period) => ({
    periodEnd: period.periodEnd,
    ...(Object.fromEntries(rows.map(([field, values]) => [field, values.get(period.periodEnd) ?? null])) as Omit<ScreenerQuarter, 'periodEnd'>),
  }));
}

/**
 * The name beside 'COMPANY NAME' in B1. Owners re-saving an export sometimes
 * clear the label in A1 and keep the name, so B1 is read whatever A1 says;
 * null when there is no name at all (the importer then needs --company).
 */
function companyName(sheet: DataSheet): string | null {
  const label = sheet.labels.find((row) => row.key === 'company name');
  const name = sheet.text(label?.row ?? 1, 2);
  return name === '' ? null : name.replace(/\s+/g, ' ');
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
  const stem = base
    .replace(/\.xls[xm]?$/i, '')
    .replace(/\s*\(\d+\)$/, '')
    .trim();
  return /^[A-Z0-9][A-Z0-9&-]{0,19}$/.test(stem) && /[A-Z]/.test(stem) ? stem : null;
}

/** Removes floating-point dust (0.1 + 0.2) from derived figures. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
