import {
  PILLAR_V1_NAMES,
  SCENARIO_CASES,
  pillarPoints,
  type AnalysisFigures,
  type MarketFigure,
  type PillarId,
  type ResearchV2,
  type RiskFactorV2,
  type RiskFlagsFigure,
  type RisksV2,
  type ScenarioFigure,
  type ValuationFigure,
  type ValuationModelId,
  type ValuationV2,
} from 'shared-types/api';
import { round } from '../math/growth';
import { caseTitles } from './part3HoldScenarios';
import { MODEL_NAMES_V1, modelReasonV1 } from './valueModelReasons';

/**
 * v1's `analysis_meta.figures`, the numbers its texts state, read from the v2 parts that carry them:
 * the credibility score from governance, the scenarios from hold, the pillars from the score, the
 * valuation from value (from key_figures for a kind value does not judge), the risk counts from risks,
 * the market figures from key_figures
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

/** A model's v1 name; an id this renderer does not know reads as itself. */
const modelName = (id: string): string => MODEL_NAMES_V1[id as ValuationModelId] ?? id;

/** Rounded as v1 states it; null for anything unknown. */
export const roundedOrNull = (x: number | null | undefined, dp: number): number | null =>
  x === null || x === undefined || !Number.isFinite(x) ? null : round(x, dp);
const r = roundedOrNull;

function scenarios(doc: ResearchV2): ScenarioFigure[] {
  const cases = doc.hold.scenarios;
  const titles = caseTitles(cases);
  return SCENARIO_CASES.map((kase) => {
    const s = cases?.find((c) => c.id === kase);
    return {
      case: kase,
      title: titles[kase],
      // Whole percents in the engine, fractions in the payload.
      probability_percent: s === undefined ? null : Math.round(s.probability * 100),
      irr_5_years: r(s?.irr_5_years?.value, 4),
      irr_10_years: r(s?.irr_10_years?.value, 4),
    };
  });
}

function pillars(doc: ResearchV2): AnalysisFigures['score_pillars'] {
  const rated = doc.summary.rating === 'rated';
  return doc.score.pillars.map((p) => {
    const { weight, earned, assessable } = pillarPoints(p);
    return {
      name: PILLAR_V1_NAMES[p.id as PillarId] ?? p.id,
      weight,
      points_possible: round(assessable, 1),
      points_earned: rated && assessable > 0 ? round(earned, 1) : null,
    };
  });
}

/** The estimates in the range, lowest first, every model with why it is in or out, and the sensitivity line; null without any estimate. */
export function valuationFigureV1(value: ValuationV2): ValuationFigure | null {
  const candidates = value.models
    .filter((m) => m.used && m.value_per_share?.value != null)
    .map((m) => ({ id: m.id, value: m.value_per_share?.value as number }))
    .sort((x, y) => x.value - y.value)
    .map((c) => ({ method: modelName(c.id), value: round(c.value, 2) }));
  const low = candidates.at(0);
  const high = candidates.at(-1);
  if (low === undefined || high === undefined) return null;
  const roe = value.median_roe?.value ?? null;
  const s = value.sensitivity;
  return {
    intrinsic_value: r(value.intrinsic_value?.value, 2),
    low: low.value,
    high: high.value,
    margin_of_safety: r(value.margin_of_safety?.value, 4),
    candidates,
    margin_basis: 'low_end',
    models: value.models.map((m) => ({
      method: modelName(m.id),
      value: r(m.value_per_share?.value, 2),
      used: m.used,
      reason: modelReasonV1(m.reason, roe),
    })),
    sensitivity:
      s === undefined
        ? null
        : {
            // A shift in points in v2, a fraction in v1.
            shift: (s.shift.value ?? 0) / 100,
            roe_down: r(s.roe_down.value, 2),
            roe_up: r(s.roe_up.value, 2),
            growth_down: r(s.growth_down.value, 2),
            growth_up: r(s.growth_up.value, 2),
          },
  };
}

const LEVEL_V1 = { low: 'Low', moderate: 'Moderate', high: 'High' } as const;

/** The Part 2 table's rows counted: severe flags, other flags, clear and not assessed, with the overall level Part 2 states. */
export function riskFlagsFigureV1(risks: RisksV2, hasStatements: boolean): RiskFlagsFigure {
  const factors = risks.factors;
  const count = (keep: (f: RiskFactorV2) => boolean): number => factors.filter(keep).length;
  const level = risks.level === null ? null : (LEVEL_V1[risks.level as keyof typeof LEVEL_V1] ?? null);
  return {
    severe: count((f) => f.outcome === 'flag' && f.severe === true),
    other: count((f) => f.outcome === 'flag' && f.severe !== true),
    clear: count((f) => f.outcome === 'clear'),
    not_assessed: count((f) => f.outcome === 'not_assessed' || f.outcome === 'not_applicable'),
    level: hasStatements && factors.length > 0 ? level : null,
  };
}

function market(doc: ResearchV2): MarketFigure | null {
  const price = doc.summary.price;
  const m = doc.key_figures.market;
  if (price === undefined || m === undefined) return null;
  return {
    price: price.value as number,
    price_as_of: price.period ?? '',
    shares_crore: r(m.shares_crore, 4),
    shares_as_of: m.shares_as_of ?? null,
    shares_source: m.shares_source ?? null,
    market_cap_crore: r(m.market_cap_crore, 2),
    pe: r(m.pe, 2),
    earnings_period: m.earnings_period ?? null,
    pb: r(m.pb, 2),
    dividend_yield: r(m.dividend_yield, 4),
    week_high: m.week_range?.high ?? null,
    week_low: m.week_range?.low ?? null,
    week_range_as_of: m.week_range?.as_of ?? null,
  };
}

export function renderFiguresV1(doc: ResearchV2): AnalysisFigures {
  return {
    credibility_score: doc.governance.guidance.credibility.score ?? null,
    scenarios: scenarios(doc),
    score_pillars: pillars(doc),
    // A kind with no model: the value part judges nothing, the key figures carry what v1 states.
    valuation: valuationFigureV1(doc.key_figures.valuation ?? doc.value),
    risk_flags: riskFlagsFigureV1(doc.risks, doc.company.statements_period_end !== undefined),
    guidance_themes: doc.governance.guidance.themes ?? [],
    market: market(doc),
  };
}
