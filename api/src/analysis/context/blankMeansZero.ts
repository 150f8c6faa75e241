import { type FinancialYear } from '../types';

/**
 * Screener exports leave a nil figure blank in some rows: a debt-free year's
 * Borrowings and Interest, a year without a dividend, a service company's
 * Inventory, a year with nothing under construction. Read as unknown, such a
 * blank made Infosys's ROCE 'NA' and let Tata Motors pass Graham's dividend
 * record with nothing paid for six years. So, per row from this written list,
 * a blank in a year whose statement was reported (the witness figures are
 * known) is zero. Every other row keeps a blank as unknown: those rows are
 * always filled, so a gap there is missing data. Applied once, before any
 * ratio, so every measure sees the same values (README 'Blanks that mean zero').
 */

type NumericField = {
  [K in keyof FinancialYear]-?: FinancialYear[K] extends number | null | undefined ? K : never;
}[keyof FinancialYear];

export interface BlankMeansZeroRow {
  field: NumericField;
  /** Figures that must be known for the year's statement to count as reported. */
  witnesses: readonly NumericField[];
}

/** The written list: the rows where an export's blank means nil. */
export const BLANK_MEANS_ZERO: readonly BlankMeansZeroRow[] = [
  // Balance sheet rows: the year's balance sheet is there when its total is.
  { field: 'borrowings', witnesses: ['totalAssets'] },
  { field: 'inventory', witnesses: ['totalAssets'] },
  { field: 'cwip', witnesses: ['totalAssets'] },
  // Profit and loss: no interest, when the year's balance sheet is there to say whether it borrowed
  // (a year known only from a filed profit and loss keeps its interest unknown).
  { field: 'interest', witnesses: ['profitBeforeTax', 'totalAssets'] },
  // A filing gives dividends from its cash flow, an export beside profit; both must be there, so a
  // year known only from a filed profit and loss is not read as 'nothing paid'.
  { field: 'dividends', witnesses: ['netProfit', 'operatingCashFlow'] },
];

/** The year with each listed blank read as zero where its statement was reported. */
export function fillBlanksThatMeanZero(year: FinancialYear): FinancialYear {
  let out = year;
  for (const row of BLANK_MEANS_ZERO) {
    if (year[row.field] !== null && year[row.field] !== undefined) continue;
    if (row.witnesses.some((w) => year[w] === null || year[w] === undefined)) continue;
    out = { ...out, [row.field]: 0 };
  }
  return out;
}
