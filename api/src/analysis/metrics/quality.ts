import { previousYear, type Context } from '../context/buildContext';
import { reclassifiedFyBetween } from '../context/reclassified';
import { type YearView } from '../context/yearMetrics';
import { fyLabel } from '../format';
import { computeAltman, type Altman } from './altman';
import { computeBeneish, LENDER_BENEISH_REASON, type Beneish, type BeneishYear } from './beneish';
import { computePiotroski, type Piotroski, type PiotroskiYear } from './piotroski';
import { shareStep } from './shareChange';

/** Piotroski, Altman and Beneish applied to the latest fiscal years of a company. */

export const LENDER_PIOTROSKI_REASON = 'financial company: the F-score’s leverage, liquidity and asset-turnover tests do not fit a lender’s balance sheet';

function piotroskiYear(v: YearView): PiotroskiYear {
  const y = v.y;
  return {
    fiscalYear: v.fy,
    netProfit: y.netProfit,
    totalAssets: y.totalAssets,
    operatingCashFlow: y.operatingCashFlow,
    borrowings: y.borrowings,
    currentAssets: y.currentAssets,
    currentLiabilities: y.currentLiabilities,
    shares: y.shares,
    sales: y.sales,
    operatingProfit: y.operatingProfit,
  };
}

function beneishYear(v: YearView): BeneishYear {
  const y = v.y;
  return {
    sales: y.sales,
    receivables: y.receivables,
    operatingProfit: y.operatingProfit,
    netBlock: y.netBlock,
    cwip: y.cwip,
    depreciation: y.depreciation,
    totalAssets: y.totalAssets,
    currentAssets: y.currentAssets,
    currentLiabilities: y.currentLiabilities,
    borrowings: y.borrowings,
    inventory: y.inventory,
    cash: y.cash,
    netProfit: y.netProfit,
    operatingCashFlow: y.operatingCashFlow,
    rawMaterialCost: y.rawMaterialCost ?? null,
    sellingAndAdmin: y.sellingAndAdmin ?? null,
    otherLiabilities: y.otherLiabilities ?? null,
  };
}

export type Unavailable = { reason: string };

export function piotroskiFor(ctx: Context): Piotroski | Unavailable {
  if (ctx.isLender) return { reason: LENDER_PIOTROSKI_REASON };
  const t = ctx.latest;
  const p = t === null ? null : previousYear(ctx, t);
  if (t === null) return { reason: 'no financial statements' };
  if (p === null) return { reason: `needs ${fyLabel(t.fy - 1)} as well as ${t.label}, and ${fyLabel(t.fy - 1)} is missing` };
  const p2 = previousYear(ctx, p);
  return computePiotroski({
    current: piotroskiYear(t),
    previous: piotroskiYear(p),
    totalAssetsTwoYearsBack: p2?.y.totalAssets ?? null,
    reclassifiedFy: reclassifiedFyBetween(ctx, p.fy, t.fy),
    newShares: shareStep(ctx, p, t),
  });
}

export function altmanFor(ctx: Context): Altman {
  const t = ctx.latest;
  if (t === null)
    return computeAltman({ totalAssets: null, currentAssets: null, currentLiabilities: null, reserves: null, ebit: null, netWorth: null }, ctx.isLender);
  return computeAltman(
    {
      totalAssets: t.y.totalAssets,
      currentAssets: t.y.currentAssets,
      currentLiabilities: t.y.currentLiabilities,
      reserves: t.y.reserves,
      ebit: t.ebit,
      netWorth: t.netWorth,
    },
    ctx.isLender,
  );
}

export function beneishFor(ctx: Context): Beneish & { fy: number | null } {
  const t = ctx.latest;
  const p = t === null ? null : previousYear(ctx, t);
  if (ctx.isLender) return { m: null, reason: LENDER_BENEISH_REASON, fy: null };
  if (t === null) return { m: null, reason: 'no financial statements', fy: null };
  if (p === null) return { m: null, reason: `needs ${fyLabel(t.fy - 1)} as well as ${t.label}, and ${fyLabel(t.fy - 1)} is missing`, fy: null };
  return { ...computeBeneish(beneishYear(t), beneishYear(p), false), fy: t.fy };
}
