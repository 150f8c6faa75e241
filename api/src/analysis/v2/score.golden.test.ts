import { MEASURE_IDS, PILLAR_IDS, SCORE_METHODS, SCORE_REASON_CODES, ScoreV2Schema, type ScoreV2 } from 'shared-types/api';
import { describeGoldenV2, reasonProblems } from '../testing/goldenV2';
import { buildScoreV2 } from './score';

/**
 * Golden v2 Part 4 per archetype: any change to a measure, its points or reason shows
 * up as a diff to review. UPDATE_GOLDEN=1 rewrites them.
 */

const within = (list: readonly string[], value: string): boolean => list.includes(value);

function problems(v2: ScoreV2): string[] {
  const out: string[] = [];
  if (!within(SCORE_METHODS, v2.method)) out.push(`method ${v2.method}`);
  for (const p of v2.pillars) {
    if (!within(PILLAR_IDS, p.id)) out.push(`pillar ${p.id}`);
    for (const m of p.measures) {
      if (!within(MEASURE_IDS, m.id)) out.push(`measure ${m.id}`);
      // A measure's reason is its own: `score.<measure>.<code>`.
      if (!m.reason.code.startsWith(`score.${m.id}.`)) out.push(`${m.id}: code ${m.reason.code} is another measure's`);
      // A shared metric's sentence the bridge (measureReasons.ts) could not code.
      if (m.reason.code.endsWith('.unclassified')) out.push(`${m.id}: unclassified`);
      out.push(...reasonProblems(m.id, m.reason, SCORE_REASON_CODES));
    }
  }
  return out;
}

describeGoldenV2('score', buildScoreV2, ScoreV2Schema, problems);

describe('the golden score check itself', () => {
  it('catches an unknown measure, a borrowed code, an unknown code, an unclassified reason and a sentence', () => {
    const bad: ScoreV2 = {
      method: 'industrial',
      pillars: [
        {
          id: 'growth',
          measures: [
            { id: 'vibes', points: 0, reason: { code: 'score.vibes.good' } },
            { id: 'eps_cagr', points: null, reason: { code: 'score.sales_cagr.unclassified', params: { why: 'EPS fell.' } } },
            { id: 'altman_z', points: null, reason: { code: 'score.altman_z.unclassified' } },
          ],
        },
      ],
    };
    expect(problems(bad)).toEqual([
      'measure vibes',
      'vibes: code score.vibes.good',
      "eps_cagr: code score.sales_cagr.unclassified is another measure's",
      'eps_cagr: unclassified',
      "eps_cagr.why: 'EPS fell.' is not an id",
      'altman_z: unclassified',
    ]);
  });
});
