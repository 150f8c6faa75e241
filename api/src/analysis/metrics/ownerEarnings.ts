import { previousYear, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { mean, safeDivide } from '../math/growth';

/**
 * Owner's earnings (Buffett, 1986): OE = net profit + D&A − maintenance capex − ΔWC.
 * Maintenance capex by Greenwald's method: growth capex = (average net block / sales)
 * × ΔSales, maintenance = total capex − growth capex, floored at 0 and capped at total
 * capex. Without capex or the net-block history, depreciation stands in for it.
 */

export type WorkingCapitalBasis = 'non_cash' | 'current' | 'trade' | 'receivables_inventory';

export const WC_BASIS_LABEL: Record<WorkingCapitalBasis | 'unknown', string> = {
  non_cash: 'change in non-cash working capital (current assets − cash − current liabilities)',
  current: 'change in working capital (current assets − current liabilities)',
  trade: 'change in receivables plus inventory less other liabilities (payables and provisions), the working-capital proxy a Screener export allows',
  receivables_inventory: 'change in receivables plus inventory (payables are not in the imported data, so this overstates the need)',
  unknown: 'working-capital change unknown and taken as zero',
};

export interface OwnerEarningsInput {
  netProfit: number | null;
  depreciation: number | null;
  capex: number | null;
  capexEstimated: boolean;
  /** Sales_t − Sales_{t−1}. */
  salesChange: number | null;
  /** Average net block / sales over up to five years. */
  netBlockToSales: number | null;
  workingCapitalChange: number | null;
  workingCapitalBasis: WorkingCapitalBasis | null;
}

export interface OwnerEarnings {
  value: number | null;
  reason: string | null;
  netProfit: number | null;
  depreciation: number | null;
  capex: number | null;
  capexEstimated: boolean;
  maintenanceCapex: number | null;
  growthCapex: number | null;
  maintenanceMethod: 'greenwald' | 'depreciation';
  /** Whether the Greenwald estimate hit its floor (0) or cap (total capex). */
  bound: 'floored' | 'capped' | null;
  netBlockToSales: number | null;
  salesChange: number | null;
  workingCapitalChange: number;
  workingCapitalBasis: WorkingCapitalBasis | 'unknown';
}

export function computeOwnerEarnings(input: OwnerEarningsInput): OwnerEarnings {
  const wcKnown = input.workingCapitalChange !== null && input.workingCapitalBasis !== null;
  const base = {
    netProfit: input.netProfit,
    depreciation: input.depreciation,
    capex: input.capex,
    capexEstimated: input.capexEstimated,
    netBlockToSales: input.netBlockToSales,
    salesChange: input.salesChange,
    workingCapitalChange: wcKnown ? (input.workingCapitalChange as number) : 0,
    workingCapitalBasis: wcKnown ? (input.workingCapitalBasis as WorkingCapitalBasis) : ('unknown' as const),
  };
  let maintenanceCapex: number | null = input.depreciation;
  let growthCapex: number | null = null;
  let method: OwnerEarnings['maintenanceMethod'] = 'depreciation';
  let bound: OwnerEarnings['bound'] = null;
  if (input.capex !== null && input.netBlockToSales !== null && input.salesChange !== null) {
    method = 'greenwald';
    growthCapex = input.netBlockToSales * input.salesChange;
    const raw = input.capex - growthCapex;
    if (raw < 0) bound = 'floored';
    else if (raw > input.capex) bound = 'capped';
    maintenanceCapex = Math.min(input.capex, Math.max(0, raw));
  }
  const result = { ...base, maintenanceCapex, growthCapex, maintenanceMethod: method, bound };
  if (input.netProfit === null) return { ...result, value: null, reason: 'net profit unknown' };
  if (input.depreciation === null) return { ...result, value: null, reason: 'depreciation unknown' };
  if (maintenanceCapex === null) return { ...result, value: null, reason: 'maintenance capex cannot be estimated' };
  const value = input.netProfit + input.depreciation - maintenanceCapex - result.workingCapitalChange;
  return Number.isFinite(value) ? { ...result, value, reason: null } : { ...result, value: null, reason: 'figures out of range' };
}

function workingCapital(v: YearView, basis: WorkingCapitalBasis): number | null {
  const y = v.y;
  if (basis === 'receivables_inventory') return y.receivables !== null && y.inventory !== null ? y.receivables + y.inventory : null;
  if (basis === 'trade') {
    const other = y.otherLiabilities ?? null;
    return y.receivables !== null && y.inventory !== null && other !== null ? y.receivables + y.inventory - other : null;
  }
  if (y.currentAssets === null || y.currentLiabilities === null) return null;
  if (basis === 'current') return y.currentAssets - y.currentLiabilities;
  return y.cash === null ? null : y.currentAssets - y.cash - y.currentLiabilities;
}

function workingCapitalChange(v: YearView, prev: YearView | null): { change: number | null; basis: WorkingCapitalBasis | null } {
  if (prev === null) return { change: null, basis: null };
  // Other liabilities include payables: without them the whole receivables-and-inventory build is charged.
  for (const basis of ['non_cash', 'current', 'trade', 'receivables_inventory'] as const) {
    const now = workingCapital(v, basis);
    const before = workingCapital(prev, basis);
    if (now !== null && before !== null) return { change: now - before, basis };
  }
  return { change: null, basis: null };
}

/** Average net block / sales over up to five years ending with this one. */
function netBlockToSales(ctx: Context, v: YearView): number | null {
  const ratios: number[] = [];
  for (let fy = v.fy - 4; fy <= v.fy; fy += 1) {
    const year = ctx.byFy.get(fy);
    if (year === undefined) continue;
    const r = safeDivide(year.y.netBlock, year.y.sales, { positiveDenominator: true });
    if (r !== null && r >= 0) ratios.push(r);
  }
  return mean(ratios);
}

export const LENDER_OE_REASON = "financial company: capex-based owner's earnings not applicable";

export function ownerEarningsForYear(ctx: Context, v: YearView): OwnerEarnings {
  const prev = previousYear(ctx, v);
  const wc = workingCapitalChange(v, prev);
  const salesChange = prev !== null && v.y.sales !== null && prev.y.sales !== null ? v.y.sales - prev.y.sales : null;
  const oe = computeOwnerEarnings({
    netProfit: v.y.netProfit,
    depreciation: v.y.depreciation,
    capex: v.y.capex,
    capexEstimated: v.y.capexEstimated,
    salesChange,
    netBlockToSales: netBlockToSales(ctx, v),
    workingCapitalChange: wc.change,
    workingCapitalBasis: wc.basis,
  });
  return ctx.isLender ? { ...oe, value: null, reason: LENDER_OE_REASON } : oe;
}
