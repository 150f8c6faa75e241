import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { safeDivide } from '../math/growth';

/**
 * Working-capital days and the dividend record, year by year, where the data
 * allows. Screener exports carry receivables, inventory, raw material and
 * other liabilities (payables with provisions), so inventory days are on raw
 * material when known (else on sales) and payable days are a labelled proxy.
 */

export interface WorkingCapitalDays {
  fy: number;
  label: string;
  receivableDays: number | null;
  inventoryDays: number | null;
  /** 'raw_material' when inventory is measured against raw material cost, else against sales. */
  inventoryBasis: 'raw_material' | 'sales' | null;
  /** Other liabilities / sales × 365: payables with provisions, so an upper bound. */
  payableDays: number | null;
  /** Receivable + inventory − payable days, when all three are known. */
  cashConversionCycle: number | null;
}

export interface DividendYear {
  fy: number;
  label: string;
  /** Dividends / shares, ₹ a share. */
  perShare: number | null;
  /** Dividends / net profit; null in a loss year. */
  payout: number | null;
}

const days = (amount: number | null | undefined, base: number | null | undefined): number | null =>
  amount === null || amount === undefined ? null : safeDivide(amount * 365, base ?? null, { positiveDenominator: true });

export function workingCapitalDays(v: YearView): WorkingCapitalDays {
  const y = v.y;
  const onRaw = days(y.inventory, y.rawMaterialCost);
  const inventoryDays = onRaw ?? days(y.inventory, y.sales);
  const payableDays = days(y.otherLiabilities, y.sales);
  const receivableDays = v.receivableDays;
  return {
    fy: v.fy,
    label: v.label,
    receivableDays,
    inventoryDays,
    inventoryBasis: onRaw !== null ? 'raw_material' : inventoryDays !== null ? 'sales' : null,
    payableDays,
    cashConversionCycle: receivableDays !== null && inventoryDays !== null && payableDays !== null ? receivableDays + inventoryDays - payableDays : null,
  };
}

/** The last five years with at least receivable or inventory days. */
export function workingCapitalHistory(ctx: Context): WorkingCapitalDays[] {
  return lastYears(ctx, 5)
    .map(workingCapitalDays)
    .filter((d) => d.receivableDays !== null || d.inventoryDays !== null);
}

/** Dividend per share and payout for the last five years with a dividend figure. */
export function dividendHistory(ctx: Context): DividendYear[] {
  return lastYears(ctx, 5)
    .filter((v) => v.y.dividends !== null)
    .map((v) => ({ fy: v.fy, label: v.label, perShare: safeDivide(v.y.dividends, v.shares, { positiveDenominator: true }), payout: v.payout }));
}
