import { annualise, cagr, clamp, growthValue, median, round, safeDivide, scale01, stdev, sumKnown, yearsBetween, yoy } from './growth';

describe('yoy (g = (x_t − x_{t−1}) / |x_{t−1}|)', () => {
  it('computes ordinary growth', () => {
    expect(growthValue(yoy(115, 100))).toBeCloseTo(0.15, 12);
    expect(growthValue(yoy(80, 100))).toBeCloseTo(-0.2, 12);
  });

  it('divides by the absolute previous value, so a narrowing loss is positive growth', () => {
    // −100 → −60: (−60 − −100) / 100 = +40%
    expect(growthValue(yoy(-60, -100))).toBeCloseTo(0.4, 12);
    expect(growthValue(yoy(-150, -100))).toBeCloseTo(-0.5, 12);
  });

  it('reports a sign flip instead of a percentage', () => {
    expect(yoy(20, -10)).toEqual({ kind: 'turned_positive' });
    expect(yoy(-20, 10)).toEqual({ kind: 'turned_negative' });
  });

  it('is undefined on a zero or unknown base', () => {
    expect(yoy(50, 0)).toEqual({ kind: 'undefined' });
    expect(yoy(1e12, 1e-3)).toEqual({ kind: 'undefined' });
    expect(yoy(null, 10).kind).toBe('undefined');
    expect(yoy(10, null).kind).toBe('undefined');
  });

  it('a fall to exactly zero is −100%, not a flip', () => {
    expect(growthValue(yoy(0, 40))).toBe(-1);
  });
});

describe('cagr', () => {
  it('compounds over n years: 100 → 200 over 5 years is 14.87%', () => {
    expect(cagr(100, 200, 5)).toBeCloseTo(0.148698355, 8);
    expect(cagr(1000, 2011.357187, 5)).toBeCloseTo(0.15, 6);
  });

  it('needs both ends positive and n > 0', () => {
    expect(cagr(-10, 20, 3)).toBeNull();
    expect(cagr(10, -20, 3)).toBeNull();
    expect(cagr(0, 20, 3)).toBeNull();
    expect(cagr(10, 20, 0)).toBeNull();
    expect(cagr(null, 20, 3)).toBeNull();
  });

  it('returns null rather than Infinity when the ratio overflows', () => {
    expect(cagr(1e-300, 1e300, 1)).toBeNull();
  });
});

describe('guards and statistics', () => {
  it('safeDivide returns null for zero, unknown, negative (when asked) or overflowing denominators', () => {
    expect(safeDivide(10, 4)).toBe(2.5);
    expect(safeDivide(10, 0)).toBeNull();
    expect(safeDivide(null, 4)).toBeNull();
    expect(safeDivide(10, -5)).toBe(-2);
    expect(safeDivide(10, -5, { positiveDenominator: true })).toBeNull();
    expect(safeDivide(1e300, 1e-300)).toBeNull();
  });

  it('median, population stdev, sums and scales', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(stdev([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(stdev([1])).toBeNull();
    expect(sumKnown([1, 2, null])).toBeNull();
    expect(sumKnown([1, 2, 3])).toBe(6);
    expect(scale01(0.165, 0.08, 0.25)).toBeCloseTo(0.5, 12);
    expect(scale01(0.5, 1.5, 0.1)).toBeCloseTo(1 / 1.4, 12);
    expect(clamp(5, 0, 1)).toBe(1);
  });

  it('round keeps huge values and never returns negative zero', () => {
    expect(round(1.006, 2)).toBe(1.01);
    expect(round(2.345, 1)).toBe(2.3);
    expect(Object.is(round(-0.001, 2), 0)).toBe(true);
    expect(round(1e300, 2)).toBe(1e300);
  });
});

describe('yearsBetween and annualise', () => {
  it('counts the months that passed between period ends', () => {
    expect(yearsBetween('2020-03-31', '2025-03-31')).toBe(5);
    expect(yearsBetween('2022-12-31', '2024-03-31')).toBe(1.25); // a 15-month transition period
    expect(yearsBetween('2024-03-31', '2025-02-28')).toBeCloseTo(11 / 12, 12);
    expect(yearsBetween('2025-03-31', '2025-03-31')).toBeNull();
    expect(yearsBetween('n/a', '2025-03-31')).toBeNull();
  });

  it('scales a 15-month flow to twelve months', () => {
    expect(annualise(24394, 15)).toBeCloseTo(19515.2, 6);
    expect(annualise(null, 15)).toBeNull();
    expect(annualise(100, 0)).toBeNull();
  });
});
