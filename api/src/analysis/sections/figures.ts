import { SCENARIO_CASES, type AnalysisFigures, type RiskFlagsFigure, type ScenarioFigure, type ValuationFigure } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { round } from '../math/growth';
import { guidanceMetricV1Name } from '../v1/guidanceMetricNames';
import { computeMarketFigures, marketFigure } from '../metrics/marketFigures';
import { type RiskFactor } from '../metrics/riskFactors';
import { type Valuation } from '../metrics/valuation';
import { guidanceThemes } from './guidanceThemes';
import { riskLevel } from './part2Risk';
import { scenarioTitles, statedProbabilities } from './part3Scenarios';
import { MODEL_NAMES_V1, modelReasonV1 } from '../v1/valueModelReasons';

/** The numbers the texts state, for the UI to use without reading them back out of the prose. */

function scenarioFigures(a: Analysis): ScenarioFigure[] {
  const titles = scenarioTitles(a);
  const p = statedProbabilities(a);
  return SCENARIO_CASES.map((kase, index) => {
    const s = a.scenarios?.[index];
    return {
      case: kase,
      title: titles[kase],
      probability_percent: p === null ? null : p[kase],
      irr_5_years: s?.fiveYear.irr == null ? null : round(s.fiveYear.irr, 4),
      irr_10_years: s?.tenYear.irr == null ? null : round(s.tenYear.irr, 4),
    };
  });
}

const rupees = (value: number | null): number | null => (value === null ? null : round(value, 2));

/**
 * The estimates Part 3 section 4 states, their range, the low end the margin of safety is measured
 * against, every model with why it is in or out, and the sensitivity line; null without any estimate.
 */
export function valuationFigure(
  v: Pick<Valuation, 'candidates' | 'iv' | 'marginOfSafety'> & Partial<Pick<Valuation, 'models' | 'sensitivity'>>,
): ValuationFigure | null {
  const candidates = [...v.candidates].sort((x, y) => x.value - y.value).map((c) => ({ method: MODEL_NAMES_V1[c.id], value: round(c.value, 2) }));
  const low = candidates.at(0);
  const high = candidates.at(-1);
  if (low === undefined || high === undefined) return null;
  const s = v.sensitivity ?? null;
  return {
    intrinsic_value: rupees(v.iv),
    low: low.value,
    high: high.value,
    margin_of_safety: v.marginOfSafety === null ? null : round(v.marginOfSafety, 4),
    candidates,
    margin_basis: 'low_end',
    models: (v.models ?? []).map((m) => ({ method: MODEL_NAMES_V1[m.id], value: rupees(m.value), used: m.used, reason: modelReasonV1(m.why, m.roe ?? null) })),
    sensitivity:
      s === null
        ? null
        : { shift: s.shift, roe_down: rupees(s.roe.down), roe_up: rupees(s.roe.up), growth_down: rupees(s.growth.down), growth_up: rupees(s.growth.up) },
  };
}

/** The Part 2 table's rows counted: severe flags, other flags, clear and not assessed, with the overall level Part 2 states. */
export function riskFlagsFigure(risks: readonly RiskFactor[], hasStatements: boolean): RiskFlagsFigure {
  const count = (keep: (r: RiskFactor) => boolean): number => risks.filter(keep).length;
  return {
    severe: count((r) => r.outcome === 'flag' && r.severe === true),
    other: count((r) => r.outcome === 'flag' && r.severe !== true),
    clear: count((r) => r.outcome === 'clear'),
    not_assessed: count((r) => r.outcome === 'not_assessed' || r.outcome === 'not_applicable'),
    level: hasStatements && risks.length > 0 ? riskLevel(risks) : null,
  };
}

/** The figures, with the key themes of the guidance in Part 1 (built once, by the caller). */
export function buildFigures(a: Analysis): AnalysisFigures {
  const rated = a.rating.status === 'rated' && a.score.score !== null;
  return {
    credibility_score: a.credibility.score,
    scenarios: scenarioFigures(a),
    score_pillars: a.score.pillars.map((p) => ({
      name: p.name,
      weight: p.weight,
      points_possible: round(p.assessable, 1),
      points_earned: rated && p.assessable > 0 ? round(p.earned, 1) : null,
    })),
    valuation: valuationFigure(a.valuation),
    risk_flags: riskFlagsFigure(a.risks, a.ctx.latest !== null),
    // From what management said (and which figure it guided), never from the engine's own sentences.
    guidance_themes: guidanceThemes(a.ctx.guidance.map((r) => `${guidanceMetricV1Name(r.metric)}: ${r.statement}`)),
    market: marketFigure(computeMarketFigures(a.ctx)),
  };
}
