import { type Context } from '../context/buildContext';
import { safeDivide } from '../math/growth';
import { type LenderQualityPoint } from '../types';

/**
 * A lender's asset quality and return on assets (api/src/analysis/README.md,
 * 'Lenders'): gross and net NPA from the standalone filings, latest quarter
 * against the same quarter a year earlier; return on assets from the filings'
 * latest quarter (annualised), else net profit over average total assets of
 * the last two years' statements. Ratios here are fractions (0.021 = 2.1%).
 */

/** Gross NPA above 5% or net NPA above 2%: weak asset quality for an Indian lender. */
export const GROSS_NPA_HIGH = 0.05;
export const NET_NPA_HIGH = 0.02;
/** Net NPA of 6% or more: the RBI's prompt-corrective-action threshold, severe on its own. */
export const NET_NPA_SEVERE = 0.06;
/** Gross NPA up more than a percentage point in a year: asset quality worsening. */
export const GROSS_NPA_RISE = 0.01;
/** Return on assets below 1%: under what a sound Indian lender earns. */
export const ROA_LOW = 0.01;

export interface NpaReading {
  periodEnd: string;
  gross: number | null;
  net: number | null;
  /** The same quarter a year before (345–385 days earlier), when filed. */
  yearBefore: { periodEnd: string; gross: number | null; net: number | null } | null;
}

export interface AssetQuality {
  npa: NpaReading | null;
  /** From the latest filed quarter (annualised), else the last two years' statements. */
  roa: { value: number; basis: 'filed_quarter' | 'statements'; period: string } | null;
  /** CET1 as filed in the latest quarter that has it; null when not filed. */
  cet1: { value: number; periodEnd: string } | null;
}

const DAY_MS = 86_400_000;
const pct = (x: number | null): number | null => (x === null ? null : x / 100);

function npaReading(points: readonly LenderQualityPoint[]): NpaReading | null {
  const withNpa = points.filter((p) => p.grossNpaPct !== null || p.netNpaPct !== null);
  const last = withNpa.at(-1);
  if (last === undefined) return null;
  const before = withNpa.find((p) => {
    const days = (Date.parse(last.periodEnd) - Date.parse(p.periodEnd)) / DAY_MS;
    return days >= 345 && days <= 385;
  });
  return {
    periodEnd: last.periodEnd,
    gross: pct(last.grossNpaPct),
    net: pct(last.netNpaPct),
    yearBefore: before === undefined ? null : { periodEnd: before.periodEnd, gross: pct(before.grossNpaPct), net: pct(before.netNpaPct) },
  };
}

function returnOnAssets(ctx: Context): AssetQuality['roa'] {
  const filed = ctx.lenderQuality.filter((p) => p.roaPct !== null).at(-1);
  if (filed !== undefined) return { value: (filed.roaPct as number) / 100, basis: 'filed_quarter', period: filed.periodEnd };
  const t = ctx.latest;
  const prior = t === null ? undefined : ctx.byFy.get(t.fy - 1);
  if (t === null || prior === undefined || t.y.totalAssets === null || prior.y.totalAssets === null) return null;
  const value = safeDivide(t.y.netProfit, (t.y.totalAssets + prior.y.totalAssets) / 2, { positiveDenominator: true });
  return value === null ? null : { value, basis: 'statements', period: t.label };
}

export function readAssetQuality(ctx: Context): AssetQuality {
  const cet1 = ctx.lenderQuality.filter((p) => p.cet1Pct !== null).at(-1);
  return {
    npa: npaReading(ctx.lenderQuality),
    roa: returnOnAssets(ctx),
    cet1: cet1 === undefined ? null : { value: (cet1.cet1Pct as number) / 100, periodEnd: cet1.periodEnd },
  };
}
