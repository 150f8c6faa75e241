import { previousYear, type Context } from '../context/buildContext';
import { reclassifiedFyBetween } from '../context/reclassified';
import { type YearView } from '../context/yearMetrics';
import { fyLabel } from '../format';
import { computeAltman, type Altman } from './altman';
import { computeBeneish, type Beneish, type BeneishYear } from './beneish';
import { computePiotroski, type Piotroski, type PiotroskiYear } from './piotroski';
import { shareStep } from './shareChange';

/** Piotroski, Altman and Beneish applied to the latest fiscal years of a company; why one is missing is a code. */

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

/** Why there is no F-score: a lender, no statements, or no year before the latest. */
export type PiotroskiGap = { code: 'lender' } | { code: 'no_statements' } | { code: 'needs_previous_year'; year: string; previousYear: string };
export type Unavailable = { reason: PiotroskiGap };

export function piotroskiFor(ctx: Context): Piotroski | Unavailable {
  if (ctx.isLender) return { reason: { code: 'lender' } };
  const t = ctx.latest;
  const p = t === null ? null : previousYear(ctx, t);
  if (t === null) return { reason: { code: 'no_statements' } };
  if (p === null) return { reason: { code: 'needs_previous_year', year: t.label, previousYear: fyLabel(t.fy - 1) } };
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
  if (ctx.isLender) return { m: null, reason: { code: 'lender' }, fy: null };
  if (t === null) return { m: null, reason: { code: 'no_statements' }, fy: null };
  if (p === null) return { m: null, reason: { code: 'needs_previous_year', year: t.label, previousYear: fyLabel(t.fy - 1) }, fy: null };
  return { ...computeBeneish(beneishYear(t), beneishYear(p), false), fy: t.fy };
}
