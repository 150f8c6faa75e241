import * as z from 'zod/mini';
import { PILLAR_IDS } from '../pillars';
import { openEnum } from '../payloadTolerance';
import { type Unit } from './figure';
import { ReasonSchema } from './reason';

/**
 * Part 4 as data (issue 31, docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * each pillar's measures with their points, scale and why, as ids and reason
 * codes. The words ('ROCE level', 'left out: needs three years of ROCE') are
 * catalogue entries; the Method text is rendered from `method`, not stored.
 */

/** Every measure of the score, industrial and lender. */
export const MEASURE_IDS = [
  'roce_level',
  'roce_stability',
  'margin_stability',
  'sales_cagr',
  'eps_cagr',
  'growth_consistency',
  'leverage',
  'interest_cover',
  'altman_z',
  'cash_conversion',
  'piotroski_f_score',
  'beneish_m_score',
  'profit_record',
  'guidance_accuracy',
  'share_count_discipline',
  'margin_of_safety',
  'expected_return',
  // A lender's own measures (api/src/analysis/lenderMeasures.ts).
  'roe_level',
  'roe_stability',
  'capital_cushion',
  'leverage_trend',
  'asset_quality',
  'profit_consistency',
  'worst_profit_fall',
] as const;
export type MeasureId = (typeof MEASURE_IDS)[number];

/** 'industrial': ROCE, D/E, cash flows, Graham; 'lender': ROE, capital cushion, profit record, justified P/B. */
export const SCORE_METHODS = ['industrial', 'lender'] as const;
export type ScoreMethod = (typeof SCORE_METHODS)[number];

// `unclassified`: a reason sentence of a shared metric the bridge (api/src/analysis/v2/measureReasons.ts) does not know.
const perMeasure = (id: string, codes: readonly string[]): string[] => codes.map((c) => `score.${id}.${c}`);
const cagrCodes = ['measured', 'latest_not_positive', 'loss_start', 'base_effect', 'short_window', 'no_figures', 'unclassified'] as const;

/** The reason codes of the score's measures; each has an English message (shared-types/src/messages/en/score.ts). */
export const SCORE_REASON_CODES = [
  ...perMeasure('roce_level', ['median', 'one_year', 'capital_not_positive', 'unknown']),
  ...perMeasure('roce_stability', ['measured', 'too_few_years']),
  ...perMeasure('margin_stability', ['measured', 'too_few_years']),
  ...perMeasure('sales_cagr', cagrCodes),
  ...perMeasure('eps_cagr', cagrCodes),
  ...perMeasure('growth_consistency', ['measured', 'unknown']),
  ...perMeasure('leverage', ['measured', 'negative_net_worth', 'unknown']),
  ...perMeasure('interest_cover', ['measured', 'no_interest_shown', 'debt_free', 'not_covered', 'unknown']),
  ...perMeasure('altman_z', [
    'zone',
    'lender',
    'total_assets_unknown',
    'needs_inputs',
    'liabilities_not_positive',
    'no_working_capital',
    'out_of_range',
    'unclassified',
  ]),
  ...perMeasure('cash_conversion', ['measured', 'no_cumulative_profit', 'too_few_years']),
  ...perMeasure('piotroski_f_score', ['measured', 'too_few_criteria', 'lender', 'no_statements', 'needs_previous_year', 'unclassified']),
  ...perMeasure('beneish_m_score', [
    'zone',
    'too_many_proxies',
    'lender',
    'no_statements',
    'needs_previous_year',
    'needs_inputs',
    'out_of_range',
    'unclassified',
  ]),
  ...perMeasure('profit_record', ['measured', 'unknown']),
  ...perMeasure('guidance_accuracy', ['measured', 'no_guidance']),
  ...perMeasure('share_count_discipline', ['measured', 'net_of_actions', 'unknown']),
  ...perMeasure('margin_of_safety', [
    'no_price',
    'no_estimate',
    'book_no_statements',
    'book_value_not_positive',
    'book_roe_unknown',
    'book_too_large',
    'book_floor',
    'against_book',
    'against_range_low',
    'against_only_estimate',
    'unclassified',
  ]),
  ...perMeasure('expected_return', [
    'measured',
    'eps_not_positive',
    'no_price',
    'eps_unknown',
    'pe_unknown',
    'no_growth',
    'irr_no_projection',
    'irr_needs_outlay',
    'irr_out_of_range',
    'irr_below_floor',
    'irr_above_ceiling',
    'irr_no_solution',
    'irr_no_price',
    'irr_eps_not_positive',
    'irr_no_exit_pe',
    'irr_invalid_inputs',
    'unclassified',
  ]),
  ...perMeasure('roe_level', ['measured', 'unknown']),
  ...perMeasure('roe_stability', ['measured', 'too_few_years']),
  ...perMeasure('capital_cushion', ['measured', 'unknown']),
  ...perMeasure('leverage_trend', ['measured', 'net_worth_not_positive', 'unknown']),
  ...perMeasure('asset_quality', ['measured', 'no_filing']),
  ...perMeasure('profit_consistency', ['measured', 'unknown']),
  ...perMeasure('worst_profit_fall', ['measured', 'no_fall', 'unknown']),
];

/**
 * Each measure's points and, for one scored on a linear scale, where it earns nothing (`zero_at`)
 * and full marks (`full_at`), in `unit` (the unit its reason shows the figure in). The scoring
 * rules themselves, fixed per engine version: the engine reads them from here (api/src/analysis/
 * measureScale.ts), so a payload need not repeat them for every company.
 */
export interface MeasureScale {
  max: number;
  zero_at?: number;
  full_at?: number;
  unit?: Unit;
}

const frac = (max: number, zero_at: number, full_at: number): MeasureScale => ({ max, zero_at, full_at, unit: 'fraction' });

export const MEASURE_SCALES: Readonly<Record<MeasureId, MeasureScale>> = {
  roce_level: frac(15, 0.08, 0.25),
  roce_stability: { max: 5, zero_at: 10, full_at: 2, unit: 'percentage_points' },
  margin_stability: { max: 5, zero_at: 8, full_at: 1.5, unit: 'percentage_points' },
  sales_cagr: frac(8, 0, 0.15),
  eps_cagr: frac(8, 0, 0.15),
  growth_consistency: { max: 4 },
  leverage: { max: 7, zero_at: 1.5, full_at: 0.1, unit: 'times' },
  interest_cover: { max: 5, zero_at: 1.5, full_at: 10, unit: 'times' },
  altman_z: { max: 3 },
  cash_conversion: frac(5, 0.5, 1),
  piotroski_f_score: { max: 5 },
  beneish_m_score: { max: 2 },
  profit_record: { max: 3 },
  guidance_accuracy: { max: 7 },
  share_count_discipline: frac(3, 0.1, 0.02),
  margin_of_safety: frac(8, -0.5, 0.4),
  expected_return: frac(7, 0, 0.2),
  // A lender's: ROE level and the capital cushion earn nothing exactly where Part 2 flags them as a risk.
  roe_level: frac(15, 0.1, 0.2),
  roe_stability: { max: 10, zero_at: 6, full_at: 1, unit: 'percentage_points' },
  capital_cushion: frac(6, 0.06, 0.15),
  leverage_trend: frac(4, 0.2, 0),
  // Net NPA of the latest quarter filed: sound Indian banks run at 0.5% or less; 3% is far from sound.
  asset_quality: frac(5, 0.03, 0.005),
  profit_consistency: frac(6, 0.5, 1),
  worst_profit_fall: frac(6, -0.5, 0),
};

/** The reason codes whose points come from the measure's linear scale (the others are fixed points or left out). */
export const SCALED_REASON_CODES: readonly string[] = [
  'score.roce_level.median',
  'score.roce_level.one_year',
  'score.roce_stability.measured',
  'score.margin_stability.measured',
  'score.sales_cagr.measured',
  'score.eps_cagr.measured',
  'score.leverage.measured',
  'score.interest_cover.measured',
  'score.cash_conversion.measured',
  'score.share_count_discipline.measured',
  'score.share_count_discipline.net_of_actions',
  'score.margin_of_safety.against_book',
  'score.margin_of_safety.against_range_low',
  'score.margin_of_safety.against_only_estimate',
  'score.expected_return.measured',
  'score.roe_level.measured',
  'score.roe_stability.measured',
  'score.capital_cushion.measured',
  'score.leverage_trend.measured',
  'score.asset_quality.measured',
  'score.profit_consistency.measured',
  'score.worst_profit_fall.measured',
];

/** One measure: its points of MEASURE_SCALES' max, and why. */
export const MeasureV2Schema = z.object({
  id: openEnum(MEASURE_IDS),
  /** Null: left out for want of data (the reason says what is missing), which rescales the score. */
  points: z.nullable(z.number()),
  /** What the points rest on: its figures are the reason's parameters. */
  reason: ReasonSchema,
});
export type MeasureV2 = z.infer<typeof MeasureV2Schema>;

/** A pillar: its measures. Its weight, points earned and points assessable are sums over them (pillarPoints). */
export const PillarV2Schema = z.object({
  id: openEnum(PILLAR_IDS),
  /** A lender is measured differently in this pillar (the catalogue's `score.lender_note.<pillar>` says how). */
  lender_note: z.optional(z.literal(true)),
  measures: z.array(MeasureV2Schema),
});
export type PillarV2 = z.infer<typeof PillarV2Schema>;

/** The score's pillars and method; the score itself is the summary's. */
export const ScoreV2Schema = z.object({
  method: openEnum(SCORE_METHODS),
  pillars: z.array(PillarV2Schema),
});
export type ScoreV2 = z.infer<typeof ScoreV2Schema>;

export interface PillarPoints {
  /** The pillar's full weight: its measures' maxima add up to it. */
  weight: number;
  earned: number;
  /** The maxima of the measures not left out. */
  assessable: number;
}

const maxOf = (id: string): number => (MEASURE_SCALES as Readonly<Record<string, MeasureScale | undefined>>)[id]?.max ?? 0;

/** A pillar's weight and points, summed over its measures (MEASURE_SCALES' maxima). */
export function pillarPoints(p: Pick<PillarV2, 'measures'>): PillarPoints {
  let weight = 0;
  let earned = 0;
  let assessable = 0;
  for (const m of p.measures) {
    weight += maxOf(m.id);
    if (m.points === null) continue;
    earned += m.points;
    assessable += maxOf(m.id);
  }
  return { weight, earned, assessable };
}

/** The score's points over all pillars: 100 × earned / assessable is the score, assessable / 100 its coverage. */
export function scorePoints(s: { pillars: ReadonlyArray<Pick<PillarV2, 'measures'>> }): PillarPoints {
  const all = s.pillars.map(pillarPoints);
  const sum = (pick: (x: PillarPoints) => number): number => all.reduce((total, x) => total + pick(x), 0);
  return { weight: sum((x) => x.weight), earned: sum((x) => x.earned), assessable: sum((x) => x.assessable) };
}
