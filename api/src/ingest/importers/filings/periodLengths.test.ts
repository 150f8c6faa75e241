import { monthsInSpan } from '../../../dates/periodDates';
import { resolveSpans, type SpanFacts } from './periodLengths';

const monthsOf = (span: SpanFacts): number => monthsInSpan(span.start, span.end);

// Nestle India's move from a December to a March year end, with its real revenue (₹ crore).
const calendar2023: SpanFacts = { key: 'cy2023', start: '2023-01-01', end: '2023-12-31', revenue: 19_126.3 };
const nineMonths: SpanFacts = { key: '9m', start: '2023-01-01', end: '2023-09-30', revenue: 14_525.88 };
const lastQuarter: SpanFacts = { key: 'q-mar24', start: '2024-01-01', end: '2024-03-31', revenue: 5_267.59 };
const transition: SpanFacts = { key: 'fy-mar24', start: '2023-04-01', end: '2024-03-31', revenue: 24_393.89 };

describe('period lengths checked against the quarters', () => {
  it('finds the 15 months of a transition year filed as twelve', () => {
    const resolved = resolveSpans([nineMonths, calendar2023, lastQuarter, transition]).find((span) => span.key === 'fy-mar24');
    expect(resolved).toEqual({
      key: 'fy-mar24',
      start: '2023-01-01',
      months: 15,
      note: 'filed as 2023-04-01 to 2024-03-31, but its revenue is that of 2023-01-01 to 2024-03-31 (2023-01-01 to 2023-12-31 and 2024-01-01 to 2024-03-31): 15 months',
    });
  });

  it('leaves a year its quarters confirm as it is', () => {
    const quarters: SpanFacts[] = [
      { key: 'q1', start: '2023-04-01', end: '2023-06-30', revenue: 100 },
      { key: 'h1', start: '2023-04-01', end: '2023-09-30', revenue: 210 },
      { key: 'q3', start: '2023-10-01', end: '2023-12-31', revenue: 110 },
      { key: 'q4', start: '2024-01-01', end: '2024-03-31', revenue: 120 },
      { key: 'fy', start: '2023-04-01', end: '2024-03-31', revenue: 440 },
    ];
    expect(resolveSpans(quarters).find((span) => span.key === 'fy')).toEqual({ key: 'fy', start: '2023-04-01', months: 12, note: null });
  });

  it('changes nothing it cannot check: a year alone, or one whose earlier pieces do not add up', () => {
    expect(resolveSpans([transition])).toEqual([{ key: 'fy-mar24', start: '2023-04-01', months: 12, note: null }]);
    const wrong = { ...calendar2023, revenue: 15_000 };
    expect(resolveSpans([wrong, lastQuarter, transition]).find((span) => span.key === 'fy-mar24')?.months).toBe(12);
  });

  it('checks twelve years of quarters and years to date with one quarter missing, leaving the year it cannot confirm as filed', () => {
    const spans: SpanFacts[] = [];
    for (let year = 2013; year <= 2024; year += 1) {
      const q = (from: string, to: string, revenue: number, key: string) => spans.push({ key: `${year}-${key}`, start: from, end: to, revenue });
      q(`${year - 1}-04-01`, `${year - 1}-06-30`, 100, 'q1');
      q(`${year - 1}-04-01`, `${year - 1}-09-30`, 200, 'h1');
      q(`${year - 1}-07-01`, `${year - 1}-09-30`, 100, 'q2');
      if (year !== 2024) q(`${year - 1}-10-01`, `${year - 1}-12-31`, 100, 'q3');
      q(`${year - 1}-04-01`, `${year - 1}-12-31`, 300, '9m');
      q(`${year}-01-01`, `${year}-03-31`, 100, 'q4');
      q(`${year - 1}-04-01`, `${year}-03-31`, 400, 'fy');
    }
    const resolved = resolveSpans(spans);
    expect(resolved.filter((span) => span.months !== monthsOf(spans.find((other) => other.key === span.key)!))).toEqual([]);
    expect(resolved.find((span) => span.key === '2024-fy')).toEqual({ key: '2024-fy', start: '2023-04-01', months: 12, note: null });
  });

  it('gives the same answer whatever order the periods come in', () => {
    const forward = resolveSpans([nineMonths, calendar2023, lastQuarter, transition]);
    const backward = resolveSpans([transition, lastQuarter, calendar2023, nineMonths]);
    expect(backward.find((span) => span.key === 'fy-mar24')).toEqual(forward.find((span) => span.key === 'fy-mar24'));
  });
});
