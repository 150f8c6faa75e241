import { type GuidanceMetric, type GuidanceRecord } from '../types';

/**
 * Management credibility from guided-vs-actual accuracy. Each past guided item
 * scores 100 when delivered (met or beaten; for capex, within ±10% of plan).
 * A miss is measured on a scale that treats metrics alike: figures in percent
 * (growth, margin, utilisation) lose 10 points per percentage point short, so
 * 15% growth guided and 12% delivered scores 70; amounts in crore lose 2 points
 * per 1% short of the guided figure (capex: per 1% of deviation beyond ±10%).
 * Dividing a growth miss by the guided growth rate made a 3-point growth miss
 * weigh four times a 3-point margin miss. Floored at 0; the credibility score
 * is the plain average, rounded.
 */

/** How a guided figure is measured; its v1 name is v1/guidanceMetricNames.ts's. */
export interface MetricInfo {
  unit: 'pct' | 'crore';
  /** 'higher': more is better (growth, margin); 'plan': closeness to plan matters (capex). */
  direction: 'higher' | 'plan';
}

export const METRIC_INFO: Record<GuidanceMetric, MetricInfo> = {
  revenue_growth_pct: { unit: 'pct', direction: 'higher' },
  operating_margin_pct: { unit: 'pct', direction: 'higher' },
  net_profit_growth_pct: { unit: 'pct', direction: 'higher' },
  revenue_crore: { unit: 'crore', direction: 'higher' },
  capex_crore: { unit: 'crore', direction: 'plan' },
  capacity_utilisation_pct: { unit: 'pct', direction: 'higher' },
  export_share_pct: { unit: 'pct', direction: 'higher' },
};

export const CAPEX_TOLERANCE = 0.1;
/** Amounts in crore: points lost per 1% short of the guided figure. */
export const POINTS_PER_PERCENT_SHORT = 2;
/** Figures in percent: points lost per percentage point short. */
export const POINTS_PER_POINT_SHORT = 10;

export interface GuidanceOutcome {
  record: GuidanceRecord & { actual: number };
  info: MetricInfo;
  hit: boolean;
  /** actual − guided, in the metric's unit. */
  gap: number;
  /** Shortfall (or capex deviation) as a fraction of the guided figure; for percent figures, in percentage points / 100. */
  relativeMiss: number;
  score: number;
}

export interface Credibility {
  outcomes: GuidanceOutcome[];
  current: GuidanceRecord[];
  /** 0–100, or null with no past guidance. */
  score: number | null;
  hits: number;
}

export function scoreOutcome(record: GuidanceRecord & { actual: number }): GuidanceOutcome {
  const info = METRIC_INFO[record.metric];
  const gap = record.actual - record.guidedValue;
  const base = Math.max(Math.abs(record.guidedValue), 1); // a guided 0 is judged per unit, not divided by zero
  let hit: boolean;
  let relativeMiss: number;
  let penalised: number;
  if (info.direction === 'plan') {
    relativeMiss = Math.abs(gap) / base;
    hit = relativeMiss <= CAPEX_TOLERANCE;
    penalised = Math.max(0, relativeMiss - CAPEX_TOLERANCE);
  } else if (info.unit === 'pct') {
    relativeMiss = Math.max(0, -gap) / 100;
    hit = gap >= 0;
    penalised = (POINTS_PER_POINT_SHORT / POINTS_PER_PERCENT_SHORT) * relativeMiss;
  } else {
    relativeMiss = Math.max(0, -gap) / base;
    hit = gap >= 0;
    penalised = relativeMiss;
  }
  const score = Math.max(0, Math.min(100, 100 - POINTS_PER_PERCENT_SHORT * 100 * penalised));
  return { record, info, hit, gap, relativeMiss, score };
}

export function computeCredibility(records: readonly GuidanceRecord[]): Credibility {
  const outcomes: GuidanceOutcome[] = [];
  const current: GuidanceRecord[] = [];
  for (const r of records) {
    if (r.actual === null) current.push(r);
    else outcomes.push(scoreOutcome({ ...r, actual: r.actual }));
  }
  let total = 0;
  for (const o of outcomes) total += o.score;
  return {
    outcomes,
    current,
    score: outcomes.length === 0 ? null : Math.round(total / outcomes.length),
    hits: outcomes.filter((o) => o.hit).length,
  };
}
