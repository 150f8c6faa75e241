import { type PillarFigure } from './companyDetailsFigures';
import { PILLAR_IDS, PILLAR_V1_NAMES, pillarIdOfV1Name, type PillarId } from './pillars';
import { type PillarWeights } from './preferences';
import { MIN_ASSESSABLE_POINTS, MIN_PILLAR_SHARE, PILLARS_NEEDED } from './scoreCoverage';

export type PersonalScore = { status: 'scored'; score: number; coverage: number } | { status: 'not_scored'; reason: string; coverage: number | null };

const round1 = (x: number) => Math.round(x * 10) / 10;

/** A figure's pillar: its id when it carries one, else the id of its v1 name (the v1 figures carry names only). */
function pillarIdOf(pillar: PillarFigure): PillarId | null {
  const { id } = pillar as { id?: unknown };
  if (typeof id === 'string' && (PILLAR_IDS as readonly string[]).includes(id)) return id as PillarId;
  return pillarIdOfV1Name(pillar.name);
}

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
  for (const id of PILLAR_IDS) {
    const userWeight = weights[id];
    // Words until the message catalogue arrives (docs/decisions/0005-payload-v2-and-message-catalogue.md).
    const name = PILLAR_V1_NAMES[id];
    const pillar = pillars.find((p) => pillarIdOf(p) === id);
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
