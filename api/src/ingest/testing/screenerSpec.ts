import { type ScreenerWorkbookSpec, type SheetCell, type SheetRow } from './screenerWorkbook';

/**
 * A small synthetic company in Screener's Data Sheet layout, FY2022 to FY2024,
 * with round numbers so tests can work derived figures out by hand:
 *
 * - Expenses = RM + P&F + Mfr + Employee + Selling + Other − ΔInventory:
 *   670, 811, 955, so operating profit = 330, 389, 545.
 * - EPS = net profit / adjusted shares: 210 / 10 = 21, 255.75 / 10 = 25.575, 371.25 / 12.5 = 29.7.
 * - Capex ≈ ΔNet Block + ΔCWIP + Depreciation: FY2023 80 − 20 + 55 = 115,
 *   FY2024 120 + 60 + 65 = 245 (none for FY2022, the first year).
 *
 * Not real data: published figures are too sparse for a
 * full sheet, so every number here is made up to be easy to check.
 */

export const STANDARD_PERIOD_ENDS = ['2022-03-31', '2023-03-31', '2024-03-31'] as const;

const MANUFACTURER_PNL: SheetRow[] = [
  ['Sales', [1000, 1200, 1500]],
  ['Raw Material Cost', [400, 480, 600]],
  ['Change in Inventory', [10, -5, 20]],
  ['Power and Fuel', [50, 60, 70]],
  ['Other Mfr. Exp', [30, 36, 45]],
  ['Employee Cost', [100, 115, 130]],
  ['Selling and admin', [60, 70, 80]],
  ['Other Expenses', [40, 45, 50]],
  ['Other Income', [20, 25, 30]],
  ['Depreciation', [50, 55, 65]],
  ['Interest', [20, 18, 15]],
  ['Profit before tax', [280, 341, 495]],
  ['Tax', [70, 85.25, 123.75]],
  ['Net profit', [210, 255.75, 371.25]],
  ['Dividend Amount', [40, 50, 60]],
];

/** A lender's P&L: Revenue and Financing Profit (Revenue − Interest − Expenses) instead of Sales and costs. */
const LENDER_PNL: SheetRow[] = [
  ['Revenue', [800, 900, 1000]],
  ['Interest', [450, 500, 540]],
  ['Expenses', [150, 170, 190]],
  ['Financing Profit', [200, 230, 270]],
  ['Other Income', [60, 70, 80]],
  ['Depreciation', [10, 12, 14]],
  ['Profit before tax', [250, 288, 336]],
  ['Tax', [62.5, 72, 84]],
  ['Net profit', [187.5, 216, 252]],
  ['Dividend Amount', [30, 35, 40]],
];

const BALANCE_SHEET: SheetRow[] = [
  ['Equity Share Capital', [100, 100, 125]],
  ['Reserves', [900, 1100, 1400]],
  ['Borrowings', [200, 180, 150]],
  ['Other Liabilities', [300, 320, 375]],
  ['Total', [1500, 1700, 2050]],
  ['Net Block', [600, 680, 800]],
  ['Capital Work in Progress', [50, 30, 90]],
  ['Investments', [100, 150, 160]],
  ['Other Assets', [750, 840, 1000]],
  ['Total', [1500, 1700, 2050]],
  ['Receivables', [200, 230, 280]],
  ['Inventory', [150, 160, 190]],
  ['Cash & Bank', [120, 140, 180]],
  ['No. of Equity Shares', [100000000, 100000000, 125000000]],
  ['New Bonus Shares', [null, null, null]],
  ['Face value', [10, 10, 10]],
];

const CASH_FLOW: SheetRow[] = [
  ['Cash from Operating Activity', [260, 300, 420]],
  ['Cash from Investing Activity', [-150, -120, -260]],
  ['Cash from Financing Activity', [-80, -150, -100]],
  ['Net Cash Flow', [30, 30, 60]],
];

/** Quarters carry their own rows (Sales, Operating Profit …), which must not be mistaken for the annual ones. */
const QUARTERS = {
  periodEnds: ['2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31'],
  rows: [
    ['Sales', [350, 370, 380, 400]],
    ['Expenses', [280, 290, 300, 315]],
    ['Other Income', [6, 7, 8, 9]],
    ['Depreciation', [15, 16, 16, 18]],
    ['Interest', [4, 4, 4, 3]],
    ['Profit before tax', [57, 67, 68, 73]],
    ['Tax', [14, 17, 17, 18]],
    ['Net profit', [43, 50, 51, 55]],
    ['Operating Profit', [70, 80, 80, 85]],
  ] as SheetRow[],
};

export function standardScreenerSpec(options: { lender?: boolean } = {}): ScreenerWorkbookSpec {
  const lender = options.lender === true;
  return {
    companyName: lender ? 'Sample Finance Ltd' : 'Sample Manufacturing Ltd',
    meta: [
      ['Number of shares', 125000000],
      ['Face Value', 10],
      ['Current Price', 450],
      ['Market Capitalization', 5625],
    ],
    periodEnds: [...STANDARD_PERIOD_ENDS],
    profitAndLoss: lender ? LENDER_PNL : MANUFACTURER_PNL,
    quarters: lender
      ? {
          ...QUARTERS,
          rows: [
            ['Revenue', [240, 245, 255, 260]],
            ['Financing Profit', [65, 67, 68, 70]],
          ],
        }
      : QUARTERS,
    balanceSheet: BALANCE_SHEET,
    cashFlow: CASH_FLOW,
    price: [250, 300, 420],
    adjustedShares: [10, 10, 12.5],
  };
}

/** Each row with one more value: the last repeated (a quick way to add a period to a fixture). */
const widened = (rows: readonly SheetRow[]): SheetRow[] => rows.map(([label, values]) => [label, [...values, values.at(-1) ?? null]]);

/**
 * A company that moved its year end from December to March: annual columns
 * Dec-2022, Dec-2023, then Mar-2024, then Mar-2025. The Mar-2024 column's
 * profit and loss and cash flow are a quarter of the year before (a 3-month
 * period, January to March 2024) or, with transitionMonths 15, a year and a
 * quarter (as Nestle India's: January 2023 to March 2024). Figures are
 * otherwise the standard ones with the last repeated.
 */
export function yearEndChangeSpec(options: { transitionMonths?: 3 | 15 } = {}): ScreenerWorkbookSpec {
  const spec = standardScreenerSpec();
  const scale = (options.transitionMonths ?? 3) / 12;
  const scaled = (cell: SheetCell | undefined): SheetCell => (typeof cell === 'number' ? Math.round(cell * scale * 100) / 100 : (cell ?? null));
  // Dec-2022, Dec-2023, the transition (Dec-2023's flows scaled to its length), Mar-2025.
  const transition = (rows: readonly SheetRow[]): SheetRow[] =>
    rows.map(([label, values]) => [label, [...values.slice(0, -1), scaled(values.at(-2)), values.at(-1) ?? null]]);
  return {
    ...spec,
    companyName: 'Year End Changer Ltd',
    periodEnds: ['2022-12-31', '2023-12-31', '2024-03-31', '2025-03-31'],
    profitAndLoss: transition(spec.profitAndLoss),
    balanceSheet: widened(spec.balanceSheet),
    cashFlow: transition(spec.cashFlow),
    price: [...spec.price, 430],
    adjustedShares: [...spec.adjustedShares, 12.5],
  };
}

/**
 * A bank as Screener really exports it: the same labels as an industrial
 * ('Sales' for interest earned, 'Interest' for interest expended), the
 * manufacturing rows, CWIP, receivables and inventory blank, and deposits
 * inside 'Borrowings' (about 85% of the balance sheet).
 */
export function bankScreenerSpec(): ScreenerWorkbookSpec {
  const blank: SheetRow[] = ['Raw Material Cost', 'Change in Inventory', 'Power and Fuel', 'Other Mfr. Exp'].map((label) => [label, [null, null, null]]);
  return {
    ...standardScreenerSpec(),
    companyName: 'Sample Bank Ltd',
    profitAndLoss: [
      ['Sales', [800, 900, 1000]],
      ...blank,
      ['Employee Cost', [90, 100, 110]],
      ['Selling and admin', [null, null, null]],
      ['Other Expenses', [150, 170, 190]],
      ['Other Income', [60, 70, 80]],
      ['Depreciation', [10, 12, 14]],
      ['Interest', [450, 500, 540]],
      ['Profit before tax', [250, 288, 336]],
      ['Tax', [62.5, 72, 84]],
      ['Net profit', [187.5, 216, 252]],
      ['Dividend Amount', [30, 35, 40]],
    ],
    balanceSheet: [
      ['Equity Share Capital', [100, 100, 100]],
      ['Reserves', [1100, 1250, 1400]],
      ['Borrowings', [8500, 9400, 10300]],
      ['Other Liabilities', [300, 350, 400]],
      ['Total', [10000, 11100, 12200]],
      ['Net Block', [120, 125, 130]],
      ['Capital Work in Progress', [null, null, null]],
      ['Investments', [2800, 3100, 3400]],
      ['Other Assets', [7080, 7875, 8670]],
      ['Total', [10000, 11100, 12200]],
      ['Receivables', [null, null, null]],
      ['Inventory', [null, null, null]],
      ['Cash & Bank', [600, 650, 700]],
      ['No. of Equity Shares', [1000000000, 1000000000, 1000000000]],
      ['New Bonus Shares', [null, null, null]],
      ['Face value', [1, 1, 1]],
    ],
  };
}

/** Six fiscal years (FY2019–FY2024) of the bank above, every figure growing 12% a year: enough history to be rated. */
export function bankHistorySpec(): ScreenerWorkbookSpec {
  const bank = bankScreenerSpec();
  const years = 6;
  const grown = (rows: readonly SheetRow[], keep: readonly string[] = []): SheetRow[] =>
    rows.map(([label, values]) => {
      const last = values.at(-1) ?? null;
      if (typeof last !== 'number' || keep.includes(label)) return [label, Array.from({ length: years }, () => last)];
      // Back from the newest value at 12% a year, to the paisa.
      return [label, Array.from({ length: years }, (_, i) => Math.round((last / 1.12 ** (years - 1 - i)) * 100) / 100)];
    });
  const periodEnds = Array.from({ length: years }, (_, i) => `${2019 + i}-03-31`);
  return {
    ...bank,
    companyName: 'Sample Bank Ltd',
    periodEnds,
    profitAndLoss: grown(bank.profitAndLoss),
    balanceSheet: grown(bank.balanceSheet, ['Equity Share Capital', 'No. of Equity Shares', 'Face value']),
    cashFlow: grown(bank.cashFlow),
    // Fifteen times each year's EPS (net profit / 10 crore adjusted shares; ₹25.20 in FY2024).
    price: Array.from({ length: years }, (_, i) => Math.round(15 * 25.2 * 1.12 ** (i - years + 1) * 100) / 100),
    adjustedShares: Array.from({ length: years }, () => 10),
  };
}
