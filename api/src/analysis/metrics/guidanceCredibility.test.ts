import { type GuidanceRecord } from '../types';
import { computeCredibility, scoreOutcome } from './guidanceCredibility';

const record = (over: Partial<GuidanceRecord>): GuidanceRecord => ({
  fiscalYear: 2024,
  metric: 'revenue_growth_pct',
  guidedValue: 15,
  actual: 12,
  statement: '',
  source: '',
  ...over,
});

describe('guidance credibility (hand-worked)', () => {
  it('scores each item: 100 when delivered; percent figures lose 10 points a point short, crore amounts 2 points per 1% short; capex against ±10% of plan', () => {
    // Growth 12% against 15%: 3 points short → 100 − 30 = 70.
    expect(scoreOutcome({ ...record({}), actual: 12 })).toMatchObject({ hit: false, score: 70, gap: -3 });
    // Margin 17% against 20%: also 3 points short → 70, the same as the growth miss (it used to be 85 against growth's 60).
    expect(scoreOutcome({ ...record({ metric: 'operating_margin_pct', guidedValue: 20 }), actual: 17 }).score).toBeCloseTo(70, 10);
    // Revenue ₹800 crore against ₹1,000 crore: 20% short → 100 − 40 = 60.
    expect(scoreOutcome({ ...record({ metric: 'revenue_crore', guidedValue: 1000 }), actual: 800 }).score).toBeCloseTo(60, 10);
    // 21 against 20 (margin): delivered → 100.
    expect(scoreOutcome({ ...record({ metric: 'operating_margin_pct', guidedValue: 20 }), actual: 21 })).toMatchObject({ hit: true, score: 100 });
    // capex 400 against 500: 20% off plan, 10% beyond the band → 80.
    expect(scoreOutcome({ ...record({ metric: 'capex_crore', guidedValue: 500 }), actual: 400 }).score).toBeCloseTo(80, 10);
    // capex 540 against 500: within ±10% → delivered.
    expect(scoreOutcome({ ...record({ metric: 'capex_crore', guidedValue: 500 }), actual: 540 })).toMatchObject({ hit: true, score: 100 });
    // 10 points or more short floors at 0.
    expect(scoreOutcome({ ...record({}), actual: 4 }).score).toBe(0);
  });

  it('averages the items into the credibility score and keeps current guidance apart', () => {
    const c = computeCredibility([
      record({}),
      record({ metric: 'operating_margin_pct', guidedValue: 20, actual: 21 }),
      record({ metric: 'capex_crore', guidedValue: 500, actual: 400 }),
      record({ fiscalYear: 2026, actual: null }),
    ]);
    expect(c.score).toBe(83); // (70 + 100 + 80) / 3
    expect(c.hits).toBe(1);
    expect(c.outcomes).toHaveLength(3);
    expect(c.current).toHaveLength(1);
  });

  it('gives no score without past guidance', () => {
    expect(computeCredibility([record({ actual: null })]).score).toBeNull();
    expect(computeCredibility([]).score).toBeNull();
  });
});
