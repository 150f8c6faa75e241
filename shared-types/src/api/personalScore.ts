import { type PillarFigure } from './companyDetailsFigures';
import { type PillarWeights } from './preferences';
import { MIN_ASSESSABLE_POINTS, MIN_PILLAR_SHARE, PILLARS_NEEDED } from './scoreCoverage';

export type PersonalScore = { status: 'scored'; score: number; coverage: number } | { status: 'not_scored'; reason: string; coverage: number | null };

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The score with a user's own pillar weights. Each pillar's earned and
 * assessable points are rescaled from its standard weight to the user's, and
 * the score is 100 × earned / assessable, as for the standard score. The same
 * coverage rule applies: at least MIN_ASSESSABLE_POINTS of the user's 100
 * points on data, and half of each needed pillar that the user gives weight to.
 * A company that is not rated has no personal score either.
 */
export function computePersonalScore(pillars: readonly PillarFigure[], weights: PillarWeights, rated: boolean): PersonalScore {
  if (!rated) return { status: 'not_scored', reason: 'Not rated: there is no standard score to reweigh.', coverage: null };
  let earned = 0;
  let assessable = 0;
  const thin: string[] = [];
  for (const [name, userWeight] of Object.entries(weights) as Array<[keyof PillarWeights, number]>) {
    const pillar = pillars.find((p) => p.name === name);
    if (!pillar || pillar.weight <= 0) {
      if (userWeight > 0) thin.push(`${name.toLowerCase()} is not in this analysis`);
      continue;
    }
    const scale = userWeight / pillar.weight;
    assessable += pillar.points_possible * scale;
    earned += (pillar.points_earned ?? 0) * scale;
    const needed = (PILLARS_NEEDED as readonly string[]).includes(name);
    if (needed && userWeight > 0 && pillar.points_possible < pillar.weight * MIN_PILLAR_SHARE) {
      thin.push(`${name.toLowerCase()} has less than half its points on data`);
    }
  }
  const coverage = Math.round(assessable) / 100;
  if (assessable < MIN_ASSESSABLE_POINTS) thin.unshift(`only ${Math.round(assessable)} of your 100 points rest on data (${MIN_ASSESSABLE_POINTS} needed)`);
  if (thin.length > 0) return { status: 'not_scored', reason: `Too little data for your weights: ${thin.join('; ')}.`, coverage };
  return { status: 'scored', score: round1((100 * earned) / assessable), coverage };
}
