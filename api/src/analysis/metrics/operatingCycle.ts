import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { safeDivide } from '../math/growth';

/**
 * Working-capital days and the dividend record, year by year, where the data
 * allows. Inventory and payable days are on cost of sales: operating costs
 * (sales − operating profit) less selling and administrative expenses where
 * the export gives them. Raw material alone is not cost of sales (a services
 * company's tiny raw-material bill made ₹29 crore of inventory 246 days), and
 * Screener's Other Liabilities are not payables (they hold provisions, deposits
 * and more): payable days need trade payables, which only a filed balance
 * sheet gives (api/src/analysis/README.md, 'Returns and the moat').
 */

export interface WorkingCapitalDays {
  fy: number;
  label: string;
  receivableDays: number | null;
  inventoryDays: number | null;
  /** 'cost_of_sales' when inventory is measured against cost of sales, 'sales' when operating profit is unknown. */
  inventoryBasis: 'cost_of_sales' | 'sales' | null;
  /** Trade payables / cost of sales × 365; null without trade payables. */
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

/** Sales − operating profit − selling and admin: what the year's sales cost to make; null unless positive. */
function costOfSales(v: YearView): number | null {
  const y = v.y;
  if (y.sales === null || y.operatingProfit === null) return null;
  const cost = y.sales - y.operatingProfit - (y.sellingAndAdmin ?? 0);
  return cost > 0 ? cost : null;
}

export function workingCapitalDays(v: YearView): WorkingCapitalDays {
  const y = v.y;
  const cost = costOfSales(v);
  const onCost = days(y.inventory, cost);
  const inventoryDays = onCost ?? days(y.inventory, y.sales);
  const payableDays = days(y.tradePayables, cost);
  const receivableDays = v.receivableDays;
  return {
    fy: v.fy,
    label: v.label,
    receivableDays,
    inventoryDays,
    inventoryBasis: onCost !== null ? 'cost_of_sales' : inventoryDays !== null ? 'sales' : null,
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
