import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MEASURE_IDS, SCORE_BANDS, SCORE_METHODS, SCORE_REASON_CODES, STABILITY_SHAPES, type ScoreV2 } from '../../api/v2';
import { catalogueProblems, goldenV2, wordingProblems } from './messageChecks';
import { scoreMessages } from './score';

const messages: Readonly<Record<string, string>> = scoreMessages;

describe('the score’s English messages', () => {
  it('word every measure, reason code, band, method and lender note', () => {
    const needed = [
      ...MEASURE_IDS.map((id) => `score.measure.${id}`),
      ...SCORE_REASON_CODES,
      ...SCORE_BANDS.map((band) => `score.band.${band}`),
      ...SCORE_METHODS.map((method) => `score.method.${method}`),
      ...['business_quality', 'financial_strength', 'earnings_quality', 'valuation'].map((pillar) => `score.lender_note.${pillar}`),
    ];
    expect(needed.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('word the stability shapes of the one shared list, each but the last by name', () => {
    const select = parse(messages['score.roce_stability.measured'] ?? '').find((e: MessageFormatElement) => e.type === TYPE.select && e.value === 'shape');
    expect(select?.type === TYPE.select && Object.keys(select.options).sort()).toEqual(
      [...STABILITY_SHAPES.filter((s) => s !== 'around_trend'), 'other'].sort(),
    );
  });

  it('are ICU MessageFormat, with ’ rather than an apostrophe ICU would read as an escape', () => {
    expect(catalogueProblems(messages)).toEqual([]);
  });

  it('word every reason of the golden v2 scores with the parameters it carries', () => {
    const scores = goldenV2('score') as ScoreV2[];
    expect(scores.length).toBeGreaterThan(0);
    const reasons = scores.flatMap((s) => s.pillars.flatMap((p) => p.measures.map((m) => m.reason)));
    expect(reasons.flatMap((r) => wordingProblems(r, messages))).toEqual([]);
  });

  it('finds a message that is not ICU or has an apostrophe, and a parameter a message uses but a reason lacks', () => {
    expect(catalogueProblems({ 'x.open': 'F-score {f_score', 'x.quote': "the score's points" })).toEqual([
      expect.stringMatching(/^x\.open: /),
      'x.quote: apostrophe',
    ]);
    expect(wordingProblems({ code: 'score.leverage.measured', params: { fiscal_year: 'FY2025' } }, messages)).toEqual([
      'score.leverage.measured: no parameter debt_to_equity',
    ]);
  });
});
