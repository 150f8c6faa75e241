import { previousYear, type Context } from '../context/buildContext';
import { reclassifiedFyBetween } from '../context/reclassified';
import { type YearView } from '../context/yearMetrics';
import { mean, safeDivide } from '../math/growth';

/**
 * Owner's earnings (Buffett, 1986): OE = net profit + D&A − maintenance capex − ΔWC.
 * Maintenance capex by Greenwald's method: growth capex = (average net block / sales)
 * × ΔSales, maintenance = total capex − growth capex, floored at 0 and capped at total
 * capex. Without capex or the net-block history, depreciation stands in for it.
 *
 * Reconciled with the cash record: CFO − maintenance capex. When the two differ by more
 * than 30% of the cash figure, the cash figure is used, because CFO holds the working
 * capital that actually moved through the bank, while the profit-based figure differences
 * two year-end balance sheets that a reclassification or an acquisition can distort
 * (api/src/analysis/README.md, "Owner's earnings"). Screener's Other Liabilities (payables
 * with provisions, deposits and more) are never read as payables.
 */

export type WorkingCapitalBasis = 'non_cash' | 'current' | 'trade_payables' | 'receivables_inventory';

/** Why owner's earnings have no value, as the v2 code `value.owner_earnings.<why>` (v1's words: v1/ownerEarningsWords.ts). */
export type OwnerEarningsFailure = 'net_profit_unknown' | 'depreciation_unknown' | 'maintenance_capex_unknown' | 'out_of_range' | 'lender';

/** The profit-based and cash-based figures may differ by this share of the cash figure before the cash figure is used. */
export const OE_RECONCILE_TOLERANCE = 0.3;

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
  /** Cash from operations, for the cross-check; absent or null when unknown. */
  operatingCashFlow?: number | null;
}

export interface OwnerEarnings {
  value: number | null;
  failure: OwnerEarningsFailure | null;
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
  /** Net profit + D&A − maintenance capex − ΔWC (Buffett's formula), and CFO − maintenance capex. */
  fromProfit: number | null;
  fromCash: number | null;
  /** Which of the two is the value: the cash figure when they differ by more than 30% of it. */
  used: 'profit' | 'cash';
  /** A flagged (reclassified) year that stopped the working-capital change, or the estimated capex, being taken. */
  workingCapitalSkippedFy: number | null;
  capexSkippedFy: number | null;
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
  const cfo = input.operatingCashFlow ?? null;
  const fromCash = cfo !== null && maintenanceCapex !== null && Number.isFinite(cfo - maintenanceCapex) ? cfo - maintenanceCapex : null;
  const result = {
    ...base,
    maintenanceCapex,
    growthCapex,
    maintenanceMethod: method,
    bound,
    fromCash,
    fromProfit: null,
    used: 'profit' as const,
    workingCapitalSkippedFy: null,
    capexSkippedFy: null,
  };
  if (input.netProfit === null) return { ...result, value: null, failure: 'net_profit_unknown' };
  if (input.depreciation === null) return { ...result, value: null, failure: 'depreciation_unknown' };
  if (maintenanceCapex === null) return { ...result, value: null, failure: 'maintenance_capex_unknown' };
  const fromProfit = input.netProfit + input.depreciation - maintenanceCapex - result.workingCapitalChange;
  if (!Number.isFinite(fromProfit)) return { ...result, value: null, failure: 'out_of_range' };
  const useCash = fromCash !== null && Math.abs(fromProfit - fromCash) > OE_RECONCILE_TOLERANCE * Math.abs(fromCash);
  return { ...result, fromProfit, value: useCash ? fromCash : fromProfit, used: useCash ? 'cash' : 'profit', failure: null };
}

function workingCapital(v: YearView, basis: WorkingCapitalBasis): number | null {
  const y = v.y;
  if (basis === 'receivables_inventory') return y.receivables !== null && y.inventory !== null ? y.receivables + y.inventory : null;
  if (basis === 'trade_payables') {
    const payables = y.tradePayables ?? null;
    return y.receivables !== null && y.inventory !== null && payables !== null ? y.receivables + y.inventory - payables : null;
  }
  if (y.currentAssets === null || y.currentLiabilities === null) return null;
  if (basis === 'current') return y.currentAssets - y.currentLiabilities;
  return y.cash === null ? null : y.currentAssets - y.cash - y.currentLiabilities;
}

function workingCapitalChange(v: YearView, prev: YearView | null): { change: number | null; basis: WorkingCapitalBasis | null } {
  if (prev === null) return { change: null, basis: null };
  // Trade payables offset receivables and inventory where a filing gives them; Other Liabilities never do.
  for (const basis of ['non_cash', 'current', 'trade_payables', 'receivables_inventory'] as const) {
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

export function ownerEarningsForYear(ctx: Context, v: YearView): OwnerEarnings {
  const prev = previousYear(ctx, v);
  // A year two exports define differently is never differenced (api/src/analysis/README.md, 'Reclassified years').
  const flagged = prev === null ? null : reclassifiedFyBetween(ctx, prev.fy, v.fy);
  const wc = flagged === null ? workingCapitalChange(v, prev) : { change: null, basis: null };
  // Capex estimated from the change in net block is a difference too: the context left it out (context/reclassified.ts).
  const capexSkippedFy = v.y.capexEstimated && v.y.capex === null ? reclassifiedFyBetween(ctx, v.fy - 1, v.fy) : null;
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
    operatingCashFlow: v.y.operatingCashFlow,
  });
  const withSkips = { ...oe, workingCapitalSkippedFy: flagged, capexSkippedFy };
  return ctx.isLender ? { ...withSkips, value: null, failure: 'lender' } : withSkips;
}
