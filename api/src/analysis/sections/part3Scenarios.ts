import { type ScenarioCase } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { type Probabilities } from '../metrics/scenarios';
import { caseTitles, scenarioSectionV1 } from '../v1/part3HoldScenarios';
import { buildHoldV2 } from '../v2/hold';

/** Part 3, section 5 of v1: base, bull and bear cases, rendered from the v2 hold part (v1/part3HoldScenarios.ts). */

/** The cases' probabilities as the section states them; null when it states none. */
export function statedProbabilities(a: Analysis): Probabilities | null {
  return a.ctx.latest === null || a.thinHistory ? null : a.probabilities;
}

/** Each case's key in the section: with its probability when one could be weighed. */
export function scenarioTitles(a: Analysis): Record<ScenarioCase, string> {
  const p = statedProbabilities(a);
  return caseTitles(p === null ? undefined : (['base', 'bull', 'bear'] as const).map((id) => ({ id, probability: p[id] / 100 })));
}

export function buildScenarioSection(a: Analysis): Record<string, string> {
  return scenarioSectionV1(buildHoldV2(a));
}
