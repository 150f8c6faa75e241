import { buildContext } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { facts, year } from '../testing/builders';
import { governanceSignals, retainedValue } from './governanceSignals';
import { receivablesTrend } from './receivablesTrend';
import { receivables } from './riskFactorsOperating';

/** Flat sales of ₹1,000 crore; receivable days FY2020–25 as given (TCS-like: a slow rise, then little change). */
function withDays(days: number[]) {
  return buildContext(facts({ years: days.map((d, i) => year(2020 + i, { sales: 1_000, netProfit: 100, receivables: (1_000 * d) / 365 })) }));
}

function bothReadings(days: number[]): { p1: string | undefined; p2: string } {
  const ctx = withDays(days);
  const p1 = governanceSignals(ctx).find((s) => s.id === 'receivables_vs_sales')?.outcome;
  const p2 = receivables(ctx, ctx.latest as YearView).outcome;
  return { p1, p2 };
}

describe('receivables: Part 1 and Part 2 read one computation (issue 29, TCS)', () => {
  it('a five-year stretch that flattened in the last three years is one verdict in both parts', () => {
    const { p1, p2 } = bothReadings([40, 50, 60, 60, 62, 65]);
    expect(p1 === 'concern').toBe(p2 === 'flag');
  });

  it('a steady book is no concern in either part', () => {
    expect(bothReadings([60, 61, 60, 62, 61, 62])).toEqual({ p1: 'ok', p2: 'clear' });
  });

  it('a doubling of receivable days is a concern in both, with the same years named', () => {
    const ctx = withDays([40, 45, 55, 65, 75, 80]);
    const p1 = governanceSignals(ctx).find((s) => s.id === 'receivables_vs_sales');
    const p2 = receivables(ctx, ctx.latest as YearView);
    expect(p1?.outcome).toBe('concern');
    expect(p2.outcome).toBe('flag');
    expect(p1?.reason.params).toMatchObject({ from_fy: 'FY2020', from_days: { value: 40 }, to_fy: 'FY2025', to_days: { value: 80 } });
    expect(p2.figures).toMatchObject({
      receivable_days: { value: expect.closeTo(80, 1) as number, period: 'FY2025' },
      earlier_receivable_days: { value: expect.closeTo(40, 1) as number, period: 'FY2020' },
    });
  });
});

describe('receivables: why there is no reading is an id, not a sentence', () => {
  it('names the missing piece', () => {
    expect(receivablesTrend(withDays([60]))).toEqual({ kind: 'na', missing: 'earlier_year' });
    const ctx = buildContext(facts({ years: [year(2024, { sales: 1_000, netProfit: 100 }), year(2025, { sales: 1_000, netProfit: 100, receivables: null })] }));
    expect(receivablesTrend(ctx)).toEqual({ kind: 'na', missing: 'latest_days' });
  });

  it('says why a retained-value test cannot be made as a code only', () => {
    expect(retainedValue(withDays([60, 61]))).toEqual({ kind: 'na', code: 'governance.value_retained.no_market_values' });
  });
});
