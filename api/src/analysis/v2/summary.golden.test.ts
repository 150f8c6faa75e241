import {
  COMPANY_KINDS,
  MISSING_CODES,
  NOT_RATED_REASON_CODES,
  PRICE_STALE_CODE,
  RATING_STATUSES,
  SCORE_BANDS,
  SummaryV2Schema,
  type SummaryV2,
} from 'shared-types/api';
import { describeGoldenV2, reasonProblems } from '../testing/goldenV2';
import { buildSummaryV2 } from './summary';

/** Golden v2 summary per archetype: rating, score, band, coverage, price and missing data. UPDATE_GOLDEN=1 rewrites them. */

const within = (list: readonly string[], value: string | undefined): boolean => value === undefined || list.includes(value);

function problems(v2: SummaryV2): string[] {
  const out: string[] = [];
  if (!within(RATING_STATUSES, v2.rating)) out.push(`rating ${v2.rating}`);
  if (!within(SCORE_BANDS, v2.band)) out.push(`band ${v2.band}`);
  if (!within(COMPANY_KINDS, v2.kind)) out.push(`kind ${v2.kind}`);
  if ((v2.rating === 'rated') === (v2.not_rated !== undefined)) out.push('a reason not to rate goes with not rated, and only with it');
  if (v2.not_rated !== undefined) out.push(...reasonProblems('not_rated', v2.not_rated, NOT_RATED_REASON_CODES));
  if (v2.price_stale !== undefined) out.push(...reasonProblems('price_stale', v2.price_stale, [PRICE_STALE_CODE]));
  v2.missing.forEach((r, i) => out.push(...reasonProblems(`missing[${i}]`, r, MISSING_CODES)));
  return out;
}

describeGoldenV2('summary', buildSummaryV2, SummaryV2Schema, problems);

describe('the golden summary check itself', () => {
  it('catches a rated company with a reason, an unknown code and a sentence', () => {
    const bad: SummaryV2 = {
      rating: 'rated',
      not_rated: { code: 'rating.vibes' },
      score: 50,
      band: 'average',
      coverage: 1,
      kind: 'industrial',
      missing: [{ code: 'missing.price', params: { what: 'the current share price' } }],
    };
    expect(problems(bad)).toEqual([
      'a reason not to rate goes with not rated, and only with it',
      'not_rated: code rating.vibes',
      "missing[0].what: 'the current share price' is not an id",
    ]);
  });
});
