import { buildContext } from '../context/buildContext';
import { median } from '../math/growth';
import { cyclical, lender, steadyCompounder } from '../testing/archetypes';
import { computeGrowthProfile } from './growthProfile';
import { normalisedEarnings } from './normalisedEarnings';

function forFacts(f: ReturnType<typeof cyclical>) {
  const ctx = buildContext(f);
  return { ctx, n: normalisedEarnings(ctx, computeGrowthProfile(ctx)) };
}

describe('normalised earnings', () => {
  it("gives a cyclical the median operating margin of seven years × current sales, below the line at the latest year's figures", () => {
    const { n } = forFacts(cyclical());
    // FY2019–FY2025 margins 16, 21, 7, 17, 22, 9, 18% → median 17%; FY2025 sales 1,500, other income 15,
    // depreciation 96 (8% of a 1,200 net block), interest 58 (10% of 580): (255 + 15 − 96 − 58) × (1 − 25.17%).
    expect(n).toMatchObject({ ok: true, basis: 'cyclical_margin', median: 0.17, fromFy: 2019, toFy: 2025, years: 7, applied: 1500 });
    if (n === null || !n.ok) throw new Error('expected normalised earnings');
    expect(n.profit).toBeCloseTo(116 * (1 - 0.2517), 6);
    expect(n.eps).toBeCloseTo((116 * (1 - 0.2517)) / 20, 6);
  });

  it('gives a lender the median ROE of up to seven years × the latest book value', () => {
    const { ctx, n } = forFacts(lender());
    const t = ctx.latest;
    const roes = ctx.years.slice(-7).map((v) => v.roe as number);
    if (n === null || !n.ok || t === null || t.netWorth === null) throw new Error('expected normalised earnings');
    expect(n.basis).toBe('lender_roe_book');
    expect(n.profit).toBeCloseTo((median(roes) as number) * t.netWorth, 6);
    expect(n.fromFy).toBe(2019);
  });

  it('says what is missing as an id, not a sentence, and carries no v1 sentence when it succeeds', () => {
    const f = cyclical();
    const years = f.years.map((y) => (y.fiscalYear === 2025 ? { ...y, sales: 0 } : y));
    expect(forFacts({ ...f, years }).n).toEqual({ ok: false, basis: 'cyclical_margin', missing: 'sales' });
    expect(forFacts(cyclical()).n).not.toHaveProperty('explanation');
  });

  it('leaves a steady company as it is (null)', () => {
    expect(forFacts(steadyCompounder()).n).toBeNull();
  });
});
