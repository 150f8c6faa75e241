import { buildContext, type Context } from './context/buildContext';
import { type Altman } from './metrics/altman';
import { type Beneish } from './metrics/beneish';
import { computeCredibility, type Credibility } from './metrics/guidanceCredibility';
import { governanceSignals, type GovernanceSignal } from './metrics/governanceSignals';
import { computeGrowthProfile, type GrowthProfile } from './metrics/growthProfile';
import { computeHoldAssumptions, projectionGrowth, type HoldAssumptions, type ProjectionGrowth } from './metrics/holdAssumptions';
import { type Piotroski } from './metrics/piotroski';
import { altmanFor, beneishFor, piotroskiFor, type Unavailable } from './metrics/quality';
import { computeReturnsProfile, type ReturnsProfile } from './metrics/returnsProfile';
import { computeRiskFactors, type RiskFactor } from './metrics/riskFactors';
import { MIN_YEARS_FOR_LONG_VIEW } from './assumptions';
import { type IrrSolution } from './metrics/irr';
import {
  bullGrowthCap,
  buildScenarios,
  expectedReturn,
  holdHorizons,
  scenarioProbabilities,
  sensitivityGrid,
  type HoldHorizon,
  type Probabilities,
  type Scenario,
  type SensitivityGrid,
} from './metrics/scenarios';
import { computeShareChange, type ShareChange } from './metrics/shareChange';
import { computeValuation, type Valuation } from './metrics/valuation';
import { computeRating, type Rating } from './rating';
import { computeScore, type ScoreResult } from './score';
import { type CompanyFacts } from './types';

/** Every computed figure for one company; the sections only format what is here. */
export interface Metrics {
  ctx: Context;
  /** Fewer than MIN_YEARS_FOR_LONG_VIEW twelve-month years: no 10-year IRR, fat pitch or scenario table. */
  thinHistory: boolean;
  growth: GrowthProfile;
  projectionGrowth: ProjectionGrowth | null;
  returns: ReturnsProfile;
  hold: HoldAssumptions;
  horizons: HoldHorizon[];
  sensitivity: SensitivityGrid | null;
  probabilities: Probabilities | null;
  scenarios: Scenario[] | null;
  /** IRR of the probability-weighted 5-year cash flows of the three cases. */
  expectedReturn: IrrSolution | null;
  valuation: Valuation;
  piotroski: Piotroski | Unavailable;
  altman: Altman;
  beneish: Beneish & { fy: number | null };
  credibility: Credibility;
  /** What the statements show about governance, signal by signal. */
  governance: GovernanceSignal[];
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
