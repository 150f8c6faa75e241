import { credibilityScoreOf, notRatedOf, scenarioFiguresOf } from './olderAnswers';

const figure = { case: 'base', title: 'Base Case (55% Probability)', probability_percent: 55, irr_5_years: 0.165, irr_10_years: 0.14 };

describe('scenarioFiguresOf', () => {
  it("takes the payload's figures when it has them, even for a title they do not name", () => {
    const figures = [figure];
    expect(scenarioFiguresOf({ 'Base Case (55% Probability)': 'x', 'Stress Case (5% Probability)': 'y' }, figures)).toBe(figures);
    expect(scenarioFiguresOf({ 'Base Case (55% Probability)': 'x' }, [])).toEqual([]);
  });

  it("reads an older answer's '(NN% Probability)' and case from each title", () => {
    expect(scenarioFiguresOf({ 'Bull Case (25% Probability)': 'x', 'Bear Case (12.5 % probability)': 'y' }, undefined)).toEqual([
      { case: 'bull', title: 'Bull Case (25% Probability)', probability_percent: 25, irr_5_years: null, irr_10_years: null },
      { case: 'bear', title: 'Bear Case (12.5 % probability)', probability_percent: 12.5, irr_5_years: null, irr_10_years: null },
    ]);
  });

  it('states no probability when the title has none, and keeps an unknown case neutral', () => {
    const [bear, stress, over] = scenarioFiguresOf({ 'Bear Case': 'x', 'Stress test (5% Probability)': 'y', 'Base Case (150% Probability)': 'z' }, undefined);
    expect(bear).toMatchObject({ case: 'bear', probability_percent: null });
    expect(stress).toMatchObject({ case: 'other', probability_percent: 5 });
    expect(over?.probability_percent).toBeNull();
  });
});

describe('credibilityScoreOf', () => {
  it('takes the figure, even a null one (no guidance to check), over the text', () => {
    expect(credibilityScoreOf(42, 'Credibility score: 95/100.')).toBe(42);
    expect(credibilityScoreOf(null, 'Credibility score: 95/100.')).toBeNull();
  });

  it("reads an older answer's 'N/100' when the payload has no figure", () => {
    expect(credibilityScoreOf(undefined, 'Credibility score: 90/100. Two of four targets were met outright.')).toBe(90);
    expect(credibilityScoreOf(undefined, 'Score 55 / 100.')).toBe(55);
  });

  it('finds none in text without a score out of 100, or with one out of range', () => {
    expect(credibilityScoreOf(undefined, 'Improving.')).toBeNull();
    expect(credibilityScoreOf(undefined, 'Credibility 120/100')).toBeNull();
    expect(credibilityScoreOf(undefined, undefined)).toBeNull();
  });
});

describe('notRatedOf', () => {
  it("takes the payload's code and detail", () => {
    const meta = { not_rated_reason: 'Not rated — stale data: old', not_rated_code: 'stale_data', not_rated_detail: 'old' };
    expect(notRatedOf(meta)).toEqual({ code: 'stale_data', detail: 'old', words: 'Not rated — stale data: old' });
    expect(notRatedOf({ ...meta, not_rated_code: 'suspended', not_rated_detail: null })).toEqual({
      code: 'suspended',
      detail: null,
      words: 'Not rated — stale data: old',
    });
  });

  it('is null for a rated company or without analysis_meta', () => {
    expect(notRatedOf({ not_rated_reason: null, not_rated_code: null, not_rated_detail: null })).toBeNull();
    expect(notRatedOf({})).toBeNull();
    expect(notRatedOf(null)).toBeNull();
  });

  it.each([
    ['Not rated — insufficient data: only 2 fiscal years.', 'insufficient_data', 'only 2 fiscal years.'],
    ['Not rated — stale data: the statements are too old for the price', 'stale_data', 'the statements are too old for the price'],
    ["Not rated — too little data: only 58 of the score's 100 points could be assessed", 'low_coverage', "only 58 of the score's 100 points could be assessed"],
    ['Not rated — no financial statements imported yet', 'no_statements', null],
    ['Not rated — the engine has no model for insurers yet', 'no_model', null],
  ])("reads an older answer's sentence %j as its code and detail", (reason, code, detail) => {
    expect(notRatedOf({ not_rated_reason: reason })).toMatchObject({ code, detail });
  });

  it("keeps an older sentence it cannot place as words, without the leading 'Not rated —'", () => {
    expect(notRatedOf({ not_rated_reason: 'Not rated - delisted' })).toEqual({ code: null, detail: null, words: 'delisted' });
  });
});
