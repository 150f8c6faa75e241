import { type KeyFigures } from 'shared-types/api';
import { ratioCells } from './figureText';

const none = { value: null, reason: null, as_of: null };
const figures = (score: KeyFigures['score']): KeyFigures => ({
  price: { value: 100, reason: null, as_of: '2025-08-04', source: 'nse', approximate: false },
  market_cap: none,
  pe_ttm: none,
  pb: none,
  return_on_capital: { ...none, kind: 'roce' },
  dividend_yield: none,
  week_range: { high: null, low: null, reason: null, as_of: null },
  score,
});
const scoreReason = (score: KeyFigures['score']) => ratioCells(figures(score)).find((cell) => cell.id === 'score')?.reason;

describe("the score's reason", () => {
  const notRated = { value: null, reason: 'not_rated' as const, as_of: '2025-08-05' };

  it("says why the analysis did not rate the company when it gave its code ('Not rated: stale data')", () => {
    expect(scoreReason({ ...notRated, not_rated_code: 'stale_data' })).toBe('Not rated: stale data');
    expect(scoreReason({ ...notRated, not_rated_code: 'insufficient_data' })).toBe('Not rated: insufficient data');
    expect(scoreReason({ ...notRated, not_rated_code: 'no_model' })).toBe('Not rated: the engine has no model for this kind of company yet');
  });

  it('keeps the general words without a code, or with a code this build does not know', () => {
    const general = 'Not rated: the analysis could not score this company';
    expect(scoreReason(notRated)).toBe(general);
    expect(scoreReason({ ...notRated, not_rated_code: null })).toBe(general);
    expect(scoreReason({ ...notRated, not_rated_code: 'suspended' })).toBe(general);
  });
});
