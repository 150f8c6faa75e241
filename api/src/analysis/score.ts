import { STANDARD_PILLAR_WEIGHTS } from 'shared-types/api';
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
 * (see LENDER_MEASURES), so rescaling is for missing data, never for a whole
 * family of measures that does not fit a bank or NBFC.
 */

/** The standard weights live in the contract: the browser reweighs the same pillars for a personal score. */
export const PILLAR_WEIGHTS = STANDARD_PILLAR_WEIGHTS;

export type PillarName = keyof typeof PILLAR_WEIGHTS;

export interface Pillar {
  name: PillarName;
  weight: number;
  measures: Measure[];
  earned: number;
  assessable: number;
  /** Why a lender is measured differently in this pillar; null for other companies. */
  note: string | null;
}

export interface ScoreResult {
  pillars: Pillar[];
  earned: number;
  assessable: number;
  /** The computed score; published only when the company is rated. Null when nothing is assessable. */
  score: number | null;
}

/** What a lender is judged on instead, pillar by pillar (growth and management are measured as for any company). */
export const LENDER_PILLAR_NOTES: Partial<Record<PillarName, string>> = {
  'Business quality':
    'A lender is judged on ROE (net profit / net worth) and how steady it stays through the credit cycle, in place of ROCE and operating-margin stability.',
  'Financial strength':
    "D/E, interest cover and Altman Z'' do not apply to a lender, whose borrowings are its raw material: the capital cushion (net worth / total assets) and the trend in leverage (total assets / net worth) carry the pillar's 15 points.",
  'Earnings quality':
    "No cash-flow measures for a lender: its operating cash flow swings with loan growth, deposits and borrowings rather than with the quality of its profit, and the F-score and Beneish M do not fit its balance sheet. The profit record, how consistently profit rose and its worst fall (the mark of credit losses) carry the pillar's 15 points.",
  Valuation: "The margin of safety is measured against the justified-P/B value of the lender's book (Part 3, section 4), not against Graham's growth P/E.",
};

function pillar(name: PillarName, measures: Measure[], lender: boolean): Pillar {
  let earned = 0;
  let assessable = 0;
  for (const m of measures) {
    if (m.points === null) continue;
    earned += m.points;
    assessable += m.max;
  }
  return { name, weight: PILLAR_WEIGHTS[name], measures, earned, assessable, note: lender ? (LENDER_PILLAR_NOTES[name] ?? null) : null };
}

export function computeScore(m: Metrics): ScoreResult {
  // No statements, or a kind the engine has no model for: nothing is scored (see companyModel).
  if (m.ctx.latest === null || !hasModel(m.ctx.kind)) return { pillars: [], earned: 0, assessable: 0, score: null };
  const lender = m.ctx.isLender;
  const pillars = [
    pillar('Business quality', businessQualityMeasures(m), lender),
    pillar('Growth', growthMeasures(m), lender),
    pillar('Financial strength', financialStrengthMeasures(m), lender),
    pillar('Earnings quality', earningsQualityMeasures(m), lender),
    pillar('Management credibility', managementMeasures(m), lender),
    pillar('Valuation', valuationMeasures(m), lender),
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
