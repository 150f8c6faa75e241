import { resolveSpans, type SpanFacts } from './periodLengths';

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

  it('gives the same answer whatever order the periods come in', () => {
    const forward = resolveSpans([nineMonths, calendar2023, lastQuarter, transition]);
    const backward = resolveSpans([transition, lastQuarter, calendar2023, nineMonths]);
    expect(backward.find((span) => span.key === 'fy-mar24')).toEqual(forward.find((span) => span.key === 'fy-mar24'));
  });
});
