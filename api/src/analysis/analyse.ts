import { buildContext, type Context } from './context/buildContext';
import { type Altman } from './metrics/altman';
import { type Beneish } from './metrics/beneish';
import { computeCredibility, type Credibility } from './metrics/guidanceCredibility';
import { computeGrowthProfile, type GrowthProfile } from './metrics/growthProfile';
import { computeHoldAssumptions, projectionGrowth, type HoldAssumptions, type ProjectionGrowth } from './metrics/holdAssumptions';
import { type Piotroski } from './metrics/piotroski';
import { altmanFor, beneishFor, piotroskiFor, type Unavailable } from './metrics/quality';
import { computeReturnsProfile, type ReturnsProfile } from './metrics/returnsProfile';
import { computeRiskFactors, type RiskFactor } from './metrics/riskFactors';
import { buildScenarios, holdHorizons, scenarioProbabilities, sensitivityGrid, type HoldHorizon, type Probabilities, type Scenario, type SensitivityGrid } from './metrics/scenarios';
import { computeShareChange, type ShareChange } from './metrics/shareChange';
import { computeValuation, type Valuation } from './metrics/valuation';
import { computeRating, type Rating } from './rating';
import { computeScore, type ScoreResult } from './score';
import { type CompanyFacts } from './types';

/** Every computed figure for one company; the sections only format what is here. */
export interface Metrics {
  ctx: Context;
  growth: GrowthProfile;
  projectionGrowth: ProjectionGrowth | null;
  returns: ReturnsProfile;
  hold: HoldAssumptions;
  horizons: HoldHorizon[];
  sensitivity: SensitivityGrid | null;
  probabilities: Probabilities | null;
  scenarios: Scenario[] | null;
  valuation: Valuation;
  piotroski: Piotroski | Unavailable;
  altman: Altman;
  beneish: Beneish & { fy: number | null };
  credibility: Credibility;
  shareChange: ShareChange | null;
  risks: RiskFactor[];
}

export interface Analysis extends Metrics {
  rating: Rating;
  score: ScoreResult;
}

export function runAnalysis(facts: CompanyFacts): Analysis {
  const ctx = buildContext(facts);
  const growth = computeGrowthProfile(ctx);
  const pg = projectionGrowth(growth);
  const returns = computeReturnsProfile(ctx);
  const valuation = computeValuation(ctx, { projection: pg, growth, returns });
  const book = valuation.lenderBook;
  const lenderCap = book === null || 'reason' in book ? null : { value: book.growth.internal, roe: book.roe, retention: book.growth.retention };
  const hold = computeHoldAssumptions(ctx, growth, lenderCap);
  const probabilities = ctx.latest === null ? null : scenarioProbabilities(growth.consistency);
  const altman = altmanFor(ctx);
  const beneish = beneishFor(ctx);
  const shareChange = computeShareChange(ctx);
  const metrics: Metrics = {
    ctx,
    growth,
    projectionGrowth: pg,
    returns,
    hold,
    horizons: hold.ok ? holdHorizons(hold) : [],
    sensitivity: hold.ok ? sensitivityGrid(hold) : null,
    probabilities,
    scenarios: hold.ok && probabilities !== null ? buildScenarios(hold, probabilities) : null,
    valuation,
    piotroski: piotroskiFor(ctx),
    altman,
    beneish,
    credibility: computeCredibility(ctx.guidance),
    shareChange,
    risks: computeRiskFactors({ ctx, growth, returns, altman, beneish, shareChange }),
  };
  const score = computeScore(metrics);
  return { ...metrics, rating: computeRating(ctx, score), score };
}
