import { type MeasureV2, type PillarV2, type ScoreV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { type Measure } from '../measureScale';
import { type ScoreResult } from '../score';

/**
 * Part 4 as v2 data (shared-types/src/api/v2/score.ts): the pillars and their
 * measures, points and reasons. Points keep six decimals: v1 shows one, and
 * rounding twice must not move a tenth (docs/decisions/0005: full precision stored).
 */

const points = (x: number): number => Math.round(x * 1e6) / 1e6 + 0;

export function measureV2(m: Measure): MeasureV2 {
  return {
    id: m.id,
    points: m.points === null ? null : points(m.points),
    reason: m.reason,
  };
}

export function scoreToV2(score: ScoreResult, lender: boolean): ScoreV2 {
  const pillars = score.pillars.map(
    (p): PillarV2 => ({
      id: p.id,
      ...(p.lenderNote ? { lender_note: true as const } : {}),
      measures: p.measures.map(measureV2),
    }),
  );
  return { method: lender ? 'lender' : 'industrial', pillars };
}

export const buildScoreV2 = (a: Analysis): ScoreV2 => scoreToV2(a.score, a.ctx.isLender);
