import { buildContext } from './context/buildContext';
import { computeCredibility } from './metrics/guidanceCredibility';
import { governanceSignals } from './metrics/governanceSignals';
import { computeGrowthProfile } from './metrics/growthProfile';
import { computeHoldAssumptions, fundableGrowth, projectionGrowth } from './metrics/holdAssumptions';
import { normalisedEarnings } from './metrics/normalisedEarnings';
import { altmanFor, beneishFor, piotroskiFor } from './metrics/quality';
import { computeReturnsProfile } from './metrics/returnsProfile';
import { computeRiskFactors } from './metrics/riskFactors';
import { MIN_YEARS_FOR_LONG_VIEW } from './assumptions';
import { bullGrowthCap, buildScenarios, expectedReturn, holdHorizons, scenarioProbabilities, sensitivityGrid } from './metrics/scenarios';
import { computeShareChange } from './metrics/shareChange';
import { computeValuation } from './metrics/valuation';
import { type Metrics } from './computedMetrics';
import { computeRating, type Rating } from './rating';
import { computeScore, type ScoreResult } from './score';
import { type CompanyFacts } from './types';

export interface Analysis extends Metrics {
  rating: Rating;
  score: ScoreResult;
}

/** computedAt (ISO) dates the analysis, for the price's age (context/freshness.ts); without it the age is not judged. */
export function runAnalysis(facts: CompanyFacts, computedAt: string | null = null): Analysis {
  const ctx = buildContext(facts, computedAt);
  const growth = computeGrowthProfile(ctx);
  const returns = computeReturnsProfile(ctx);
  // One growth assumption, bounded by sales and fundable growth, for the IRR and the valuation alike.
  const pg = projectionGrowth(growth, fundableGrowth(ctx, returns.roe.median));
  const normalised = normalisedEarnings(ctx, growth);
  const valuation = computeValuation(ctx, { projection: pg, growth, returns, normalised: normalised?.ok === true ? normalised : null });
  const book = valuation.lenderBook;
  const lenderCap = book === null || 'reason' in book ? null : { value: book.growth.internal, roe: book.roe, retention: book.growth.retention };
  const hold = computeHoldAssumptions(ctx, growth, { lenderCap, medianRoe: returns.roe.median, normalised });
  const thinHistory = ctx.years.length < MIN_YEARS_FOR_LONG_VIEW;
  const probabilities = ctx.latest === null || thinHistory ? null : scenarioProbabilities(growth.consistency);
  const altman = altmanFor(ctx);
  const beneish = beneishFor(ctx);
  const shareChange = computeShareChange(ctx);
  const scenarios = hold.ok && probabilities !== null ? buildScenarios(hold, probabilities, bullGrowthCap(growth.bestEpsCagr5?.value ?? null)) : null;
  const metrics: Metrics = {
    ctx,
    thinHistory,
    growth,
    projectionGrowth: pg,
    normalisedEarnings: normalised,
    returns,
    hold,
    horizons: hold.ok ? holdHorizons(hold, thinHistory) : [],
    sensitivity: hold.ok ? sensitivityGrid(hold) : null,
    probabilities,
    scenarios,
    expectedReturn: hold.ok && scenarios !== null ? expectedReturn(hold, scenarios) : null,
    valuation,
    piotroski: piotroskiFor(ctx),
    altman,
    beneish,
    credibility: computeCredibility(ctx.guidance),
    governance: governanceSignals(ctx),
    shareChange,
    risks: computeRiskFactors({ ctx, growth, returns, altman, beneish, shareChange }),
  };
  const score = computeScore(metrics);
  return { ...metrics, rating: computeRating(ctx, score), score };
}
