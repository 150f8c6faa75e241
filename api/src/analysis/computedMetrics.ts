// The record every scorer and section reads. It lives apart from analyse.ts so the
// scorers can name it without importing the module that calls them.
import { type Context } from './context/buildContext';
import { type Altman } from './metrics/altman';
import { type Beneish } from './metrics/beneish';
import { type Credibility } from './metrics/guidanceCredibility';
import { type GovernanceSignal } from './metrics/governanceSignals';
import { type GrowthProfile } from './metrics/growthProfile';
import { type HoldAssumptions, type ProjectionGrowth } from './metrics/holdAssumptions';
import { type IrrSolution } from './metrics/irr';
import { type NormalisedEarnings } from './metrics/normalisedEarnings';
import { type Piotroski } from './metrics/piotroski';
import { type Unavailable } from './metrics/quality';
import { type ReturnsProfile } from './metrics/returnsProfile';
import { type RiskFactor } from './metrics/riskFactors';
import { type HoldHorizon, type Probabilities, type Scenario, type SensitivityGrid } from './metrics/scenarios';
import { type ShareChange } from './metrics/shareChange';
import { type Valuation } from './metrics/valuation';

/** Every computed figure for one company; the sections only format what is here. */
export interface Metrics {
  ctx: Context;
  /** Fewer than MIN_YEARS_FOR_LONG_VIEW twelve-month years: no 10-year IRR, fat pitch or scenario table. */
  thinHistory: boolean;
  growth: GrowthProfile;
  projectionGrowth: ProjectionGrowth | null;
  /** What a lender or a cyclical earns in an ordinary year (metrics/normalisedEarnings.ts); null for others. */
  normalisedEarnings: NormalisedEarnings | null;
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
