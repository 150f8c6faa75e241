import { SCENARIO_CASES, type AnalysisFigures, type ScenarioFigure } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { round } from '../math/growth';
import { scenarioTitles, statedProbabilities } from './part3Scenarios';

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
  };
}
