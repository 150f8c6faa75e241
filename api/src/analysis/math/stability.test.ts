import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { facts, year } from '../testing/builders';
import { type CompanyFacts } from '../types';
import { stabilityPhraseOf } from '../v1/stabilityText';
import { stabilityOf, stabilityShape } from './stability';

/** Eight years FY2018–FY2025 at the given pre-tax ROCE (%): capital employed ₹10,000 crore, tax 25%, no debt. */
function withRoce(roce: readonly number[]): CompanyFacts {
  const years = roce.map((r, i) => {
    const pbt = r * 100;
    return year(2018 + i, {
      sales: 20000 + 2000 * i,
      operatingProfit: pbt,
      profitBeforeTax: pbt,
      interest: 0,
      netProfit: pbt * 0.75,
      eps: (pbt * 0.75) / 100,
      shares: 100,
      equity: 100,
      reserves: 9900,
      borrowings: 0,
      totalAssets: 14000,
    });
  });
  return facts({ years, prices: [{ price: 3000, asOf: '2025-06-30', source: 'test' }] });
}

const roceStability = (f: CompanyFacts) =>
  runAnalysis(f)
    .score.pillars.flatMap((p) => p.measures)
    .find((m) => m.id === 'roce_stability');
const part3 = (f: CompanyFacts): string => JSON.stringify(analyseCompany(f, { computedAt: '2025-07-01T00:00:00.000Z' }));

// TCS: ROCE rising smoothly from 39.9% to 63.7%.
const TCS = [39.9, 43.0, 46.5, 49.6, 53.2, 56.8, 60.1, 63.7];
const SWINGING = [20, 35, 18, 38, 15, 36, 19, 37];

describe('stability of returns', () => {
  it('scores a smooth rise in ROCE (TCS, 39.9% → 63.7%) as stable, and Part 3 does not call it a swing', () => {
    const measure = roceStability(withRoce(TCS));
    expect(measure?.points).toBeGreaterThanOrEqual(4.5);
    const text = part3(withRoce(TCS));
    expect(text).not.toContain('swing from year to year');
    expect(text).toContain('footprint of a moat');
  });

  it('scores a genuinely swinging ROCE low, and Part 3 says it swings', () => {
    const measure = roceStability(withRoce(SWINGING));
    expect(measure?.points).toBeLessThanOrEqual(1);
    expect(part3(withRoce(SWINGING))).toContain('swing from year to year');
  });

  it('never judges a rise worse than a flat series with the same noise; a steady fall is judged around its mean', () => {
    const noise = [0.5, -0.4, 0.3, -0.6, 0.2, 0.4, -0.5, 0.1];
    const flat = stabilityOf(noise.map((n, i) => ({ x: 2018 + i, y: 30 + n })));
    const rising = stabilityOf(noise.map((n, i) => ({ x: 2018 + i, y: 30 + 3 * i + n })));
    const falling = stabilityOf(noise.map((n, i) => ({ x: 2018 + i, y: 60 - 3 * i + n })));
    expect(rising?.basis).toBe('trend');
    expect(rising?.swing).toBeLessThanOrEqual((flat?.swing ?? 0) + 1e-9);
    expect(rising?.slope).toBeCloseTo(3, 0);
    expect(falling?.basis).toBe('mean');
    expect(falling?.swing).toBeGreaterThan(5);
    expect(
      stabilityOf([
        { x: 2024, y: 1 },
        { x: 2025, y: 2 },
      ]),
    ).toBeNull();
  });
});

describe('stability as data (the v2 report part)', () => {
  const s = (slope: number, swing: number, basis: 'trend' | 'mean') => ({ slope, swing, basis });

  it('names a rise or a fall of half a point a year or more, else only the spread', () => {
    expect(stabilityShape(s(0.034, 0.004, 'trend'))).toBe('rise');
    expect(stabilityShape(s(0.004, 0.004, 'trend'))).toBe('around_trend');
    expect(stabilityShape(s(-0.02, 0.03, 'mean'))).toBe('fall');
    expect(stabilityShape(s(-0.001, 0.03, 'mean'))).toBe('around_mean');
  });

  it('words the phrase from the shape (v1)', () => {
    expect(stabilityPhraseOf('rise', 0.034, 0.004)).toBe('a rise of about 3.4 points a year, with a standard deviation of 0.4 points around that trend');
    expect(stabilityPhraseOf('around_mean', -0.001, 0.03)).toBe('a standard deviation of 3.0 points around its mean');
    expect(stabilityPhraseOf('fall', -0.02, 0.03)).toBe(
      'a fall of about 2.0 points a year, with a standard deviation of 3.0 points around its mean (a fall counts against stability)',
    );
  });
});
