import { type Figure, type OwnerEarningsV2, type Reason } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { fyLabel } from '../format';
import { OE_RECONCILE_TOLERANCE, type OwnerEarnings } from '../metrics/ownerEarnings';
import { reason } from './figure';
import { figure } from './figure';

/** Owner's earnings (metrics/ownerEarnings.ts) as v2 data: Buffett's inputs, how maintenance capex was taken, the cash cross-check. */

const crore = (x: number | null, period?: string): Figure => figure(x, 'inr_crore', period);

/** How maintenance capex was taken: Greenwald's split, or depreciation and why. */
function maintenanceMethod(oe: OwnerEarnings): Reason {
  if (oe.maintenanceMethod === 'depreciation') {
    if (oe.capexSkippedFy !== null) return reason('value.maintenance.depreciation_reclassified', { fiscal_year: fyLabel(oe.capexSkippedFy) });
    return reason(oe.capex === null ? 'value.maintenance.depreciation_capex_unknown' : 'value.maintenance.depreciation_no_history');
  }
  return reason('value.maintenance.greenwald', {
    net_block_to_sales: figure(oe.netBlockToSales, 'times'),
    sales_change: crore(oe.salesChange),
    growth_capex: crore(oe.growthCapex),
    capex: crore(oe.capex),
    capex_estimated: oe.capexEstimated,
    bound: oe.bound ?? 'none',
  });
}

/** The working-capital change taken, or why none was: no comparable figures, or a year two exports define differently. */
function workingCapital(a: Analysis, oe: OwnerEarnings, label: string): Pick<OwnerEarningsV2, 'working_capital' | 'reclassified_lines'> {
  if (oe.workingCapitalBasis !== 'unknown') return { working_capital: reason(`value.working_capital.${oe.workingCapitalBasis}`) };
  const fy = oe.workingCapitalSkippedFy;
  if (fy === null) {
    return { working_capital: reason('value.working_capital.no_comparable_figures', { previous_year: fyLabel((a.ctx.latest?.fy ?? 0) - 1), period: label }) };
  }
  const lines = a.ctx.reclassified.get(fy)?.lines ?? [];
  return {
    working_capital: reason('value.working_capital.reclassified', { fiscal_year: fyLabel(fy) }),
    ...(lines.length === 0 ? {} : { reclassified_lines: lines.map((l) => ({ line: l.line, newer: crore(l.newer), older: crore(l.older) })) }),
  };
}

/** The cross-check with cash from operations, and which figure stands; absent without the three figures. */
function reconciliation(oe: OwnerEarnings, cfo: number | null): Reason | undefined {
  if (oe.fromCash === null || cfo === null || oe.fromProfit === null) return undefined;
  // The profit-based figure is `result` unless the cash figure was used.
  return reason(oe.used === 'profit' ? 'value.reconciliation.agrees' : 'value.reconciliation.cash_used', {
    operating_cash_flow: crore(cfo),
    from_cash: crore(oe.fromCash),
    from_profit: oe.used === 'cash' ? crore(oe.fromProfit) : undefined,
    tolerance: figure(OE_RECONCILE_TOLERANCE, 'fraction'),
  });
}

function average(a: Analysis): OwnerEarningsV2['average'] {
  const v = a.valuation;
  if (v.oeAverage === null) return undefined;
  const price = a.ctx.price?.price ?? null;
  return {
    value: crore(v.oeAverage),
    years: v.oeYears,
    ...(v.oePerShare === null ? {} : { per_share: figure(v.oePerShare, 'inr_per_share'), shares_crore: figure(v.shares, 'number') }),
    ...(v.priceToOe !== null && price !== null ? { price_to_owner_earnings: figure(v.priceToOe, 'times') } : {}),
  };
}

/** Owner's earnings for the latest year; called with statements imported. */
export function ownerEarningsV2(a: Analysis): OwnerEarningsV2 | undefined {
  const oe = a.valuation.ownerEarnings;
  const t = a.ctx.latest;
  if (oe === null || t === null) return undefined;
  if (a.ctx.isLender) return { outcome: 'not_applicable', reason: reason('value.owner_earnings.lender') };
  if (oe.value === null) return { outcome: 'not_computable', reason: reason(`value.owner_earnings.${oe.failure ?? 'out_of_range'}`, { period: t.label }) };
  const label = t.label;
  const avg = average(a);
  const check = reconciliation(oe, t.y.operatingCashFlow);
  return {
    outcome: 'computed',
    period: label,
    inputs: {
      net_profit: crore(oe.netProfit),
      depreciation: crore(oe.depreciation),
      maintenance_capex: crore(oe.maintenanceCapex),
      working_capital_change: crore(oe.workingCapitalBasis === 'unknown' ? null : oe.workingCapitalChange),
    },
    result: crore(oe.value),
    method: maintenanceMethod(oe),
    ...workingCapital(a, oe, label),
    ...(check === undefined ? {} : { reconciliation: check }),
    ...(avg === undefined ? {} : { average: avg }),
  };
}
