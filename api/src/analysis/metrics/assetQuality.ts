import { type Context } from '../context/buildContext';
import { formatPct, formatPoints } from '../format';
import { safeDivide } from '../math/growth';
import { type LenderQualityPoint } from '../types';
import { type LegacyRiskRow as RiskFactor } from './riskFactorTypes';

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
  roa: { value: number; basis: string } | null;
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
  if (filed !== undefined) return { value: (filed.roaPct as number) / 100, basis: `the quarter to ${filed.periodEnd}, annualised, as filed` };
  const t = ctx.latest;
  const prior = t === null ? undefined : ctx.byFy.get(t.fy - 1);
  if (t === null || prior === undefined || t.y.totalAssets === null || prior.y.totalAssets === null) return null;
  const value = safeDivide(t.y.netProfit, (t.y.totalAssets + prior.y.totalAssets) / 2, { positiveDenominator: true });
  return value === null ? null : { value, basis: `${t.label} net profit over average total assets of ${prior.label} and ${t.label}` };
}

export function readAssetQuality(ctx: Context): AssetQuality {
  const cet1 = ctx.lenderQuality.filter((p) => p.cet1Pct !== null).at(-1);
  return {
    npa: npaReading(ctx.lenderQuality),
    roa: returnOnAssets(ctx),
    cet1: cet1 === undefined ? null : { value: (cet1.cet1Pct as number) / 100, periodEnd: cet1.periodEnd },
  };
}

/** 'gross up from 2.20%, net down from 0.50% at 2024-03-31', or why there is no trend. */
export function npaTrend(n: NpaReading): string {
  const y = n.yearBefore;
  if (y === null) return 'no filing for the same quarter a year earlier, so no trend';
  const move = (now: number | null, then: number | null, what: string): string | null =>
    now === null || then === null ? null : `${what} ${now > then ? 'up' : now < then ? 'down' : 'unchanged'} from ${formatPct(then, 2)}`;
  const moves = [move(n.gross, y.gross, 'gross'), move(n.net, y.net, 'net')].filter((m): m is string => m !== null);
  return moves.length === 0 ? 'no comparable figure a year earlier' : `${moves.join(', ')} at ${y.periodEnd}`;
}

/** Part 2's lender rows: asset quality (NPA level and trend) and return on assets. */
export function assetQualityRisks(ctx: Context): RiskFactor[] {
  const q = readAssetQuality(ctx);
  const rows: RiskFactor[] = [];
  const n = q.npa;
  const factor = 'Weak asset quality (gross / net NPA)';
  if (n === null)
    rows.push({
      factor,
      status: 'na',
      data: 'n/a',
      justification: 'Not assessed — no standalone results filing with NPA ratios has been imported; the statements alone cannot show bad loans.',
    });
  else {
    const high = (n.gross !== null && n.gross > GROSS_NPA_HIGH) || (n.net !== null && n.net > NET_NPA_HIGH);
    const rising = n.gross !== null && n.yearBefore?.gross != null && n.gross - n.yearBefore.gross > GROSS_NPA_RISE;
    const severe = n.net !== null && n.net >= NET_NPA_SEVERE;
    const level = [n.gross === null ? null : `gross NPA ${formatPct(n.gross, 2)}`, n.net === null ? null : `net NPA ${formatPct(n.net, 2)}`]
      .filter((x): x is string => x !== null)
      .join(', ');
    const why = severe
      ? `Net NPA at or above ${formatPct(NET_NPA_SEVERE, 0)}, the RBI's prompt-corrective-action threshold: bad loans threaten the capital.`
      : high
        ? `Above ${formatPct(GROSS_NPA_HIGH, 0)} gross or ${formatPct(NET_NPA_HIGH, 0)} net: a large share of loans has gone bad, and provisions will weigh on profit.`
        : rising
          ? `Gross NPA up by more than ${formatPoints(GROSS_NPA_RISE, 0).replace(/points$/, 'point')} in a year: asset quality is worsening.`
          : `Within ${formatPct(GROSS_NPA_HIGH, 0)} gross and ${formatPct(NET_NPA_HIGH, 0)} net, and not up by more than ${formatPoints(GROSS_NPA_RISE, 0).replace(/points$/, 'point')} in a year.`;
    rows.push({
      factor,
      status: high || rising || severe ? 'yes' : 'no',
      ...(severe ? { severe: true } : {}),
      data: `${level} at ${n.periodEnd} (standalone filing); ${npaTrend(n)}`,
      justification: why,
    });
  }
  const roa = q.roa;
  rows.push(
    roa === null
      ? { factor: 'Low return on assets', status: 'na', data: 'n/a', justification: 'Not assessed — net profit or two years of total assets unknown.' }
      : {
          factor: 'Low return on assets',
          status: roa.value < ROA_LOW ? 'yes' : 'no',
          data: `RoA ${formatPct(roa.value, 2)} (${roa.basis})`,
          justification:
            roa.value < ROA_LOW
              ? `Below ${formatPct(ROA_LOW, 0)}: the loan book earns too little to build capital without leaning on leverage.`
              : `At or above ${formatPct(ROA_LOW, 0)}, what a sound Indian lender earns on its assets.`,
        },
  );
  return rows;
}

/** What Part 2 says a lender's data cannot show. */
export function lenderDataGaps(ctx: Context): string {
  const cet1 = readAssetQuality(ctx).cet1;
  const capital =
    cet1 === null
      ? 'capital adequacy (CRAR), the CET1 ratio'
      : `capital adequacy (CRAR; the CET1 ratio was ${formatPct(cet1.value, 2)} at ${cet1.periodEnd}, as filed)`;
  return `Not in the data, so not assessed: ${capital} and the CASA (low-cost deposit) ratio; read the bank's investor presentation for those.`;
}
