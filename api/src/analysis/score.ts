import { PILLAR_V1_NAMES, STANDARD_PILLAR_WEIGHTS, type PillarId } from 'shared-types/api';
import { type Metrics } from './computedMetrics';
import { hasModel } from './companyModel';
import { clamp } from './math/growth';
import {
  businessQualityMeasures,
  earningsQualityMeasures,
  financialStrengthMeasures,
  growthMeasures,
  managementMeasures,
  valuationMeasures,
  type Measure,
} from './scoreMeasures';

/**
 * Investment score, 0–100: six pillars with fixed weights (business quality 25,
 * growth 20, financial strength 15, earnings quality 15, management credibility
 * 10, valuation 15). Each measure earns points on a linear scale between a floor
 * and a target. Measures that cannot be computed for want of data are left out
 * and the total is rescaled (score = 100 × earned / assessable); the rescaling
 * is honest only while most points rest on data, so the rating (rating.ts)
 * withholds the score below a minimum coverage and publishes the coverage
 * beside it. A loss or a bad figure earns 0, not 'left out'.
 * Lenders are scored on the same pillars and weights with measures of their own
 * (see lenderMeasures.ts and shared-types MEASURE_SCALES), so rescaling is for missing data, never for a whole
 * family of measures that does not fit a bank or NBFC.
 */

/** The standard weights live in the contract: the browser reweighs the same pillars for a personal score. */
export const PILLAR_WEIGHTS = STANDARD_PILLAR_WEIGHTS;

export type PillarName = keyof typeof PILLAR_WEIGHTS;

export interface Pillar {
  id: PillarId;
  /** The v1 name, kept for analysis_meta.figures (score_pillars) until it carries ids. */
  name: PillarName;
  weight: number;
  measures: Measure[];
  earned: number;
  assessable: number;
  /** A lender is measured differently in this pillar (v1/part4.ts words how); false for other companies. */
  lenderNote: boolean;
}

export interface ScoreResult {
  pillars: Pillar[];
  earned: number;
  assessable: number;
  /** The computed score; published only when the company is rated. Null when nothing is assessable. */
  score: number | null;
}

/** The pillars in which a lender has measures of its own, or a different valuation basis (growth and management are measured as for any company). */
export const LENDER_NOTE_PILLARS: readonly PillarId[] = ['business_quality', 'financial_strength', 'earnings_quality', 'valuation'];

function pillar(id: PillarId, measures: Measure[], lender: boolean): Pillar {
  let earned = 0;
  let assessable = 0;
  for (const m of measures) {
    if (m.points === null) continue;
    earned += m.points;
    assessable += m.max;
  }
  const name = PILLAR_V1_NAMES[id] as PillarName;
  return { id, name, weight: PILLAR_WEIGHTS[name], measures, earned, assessable, lenderNote: lender && LENDER_NOTE_PILLARS.includes(id) };
}

export function computeScore(m: Metrics): ScoreResult {
  // No statements, or a kind the engine has no model for: nothing is scored (see companyModel).
  if (m.ctx.latest === null || !hasModel(m.ctx.kind)) return { pillars: [], earned: 0, assessable: 0, score: null };
  const lender = m.ctx.isLender;
  const pillars = [
    pillar('business_quality', businessQualityMeasures(m), lender),
    pillar('growth', growthMeasures(m), lender),
    pillar('financial_strength', financialStrengthMeasures(m), lender),
    pillar('earnings_quality', earningsQualityMeasures(m), lender),
    pillar('management_credibility', managementMeasures(m), lender),
    pillar('valuation', valuationMeasures(m), lender),
  ];
  let earned = 0;
  let assessable = 0;
  for (const p of pillars) {
    earned += p.earned;
    assessable += p.assessable;
  }
  const score = assessable > 0 ? Math.round(clamp((100 * earned) / assessable, 0, 100)) : null;
  return { pillars, earned, assessable, score };
}
