import { periodShapes } from './screenerPeriods';

describe('annual columns as periods of their real length', () => {
  it('gives twelve-month years their fiscal-year label', () => {
    expect(periodShapes(['2023-03-31', '2024-03-31'])).toEqual([
      { periodEnd: '2023-03-31', fiscalYear: 2023, months: 12, label: 'FY2023' },
      { periodEnd: '2024-03-31', fiscalYear: 2024, months: 12, label: 'FY2024' },
    ]);
  });

  it('keeps a December-to-March change as a 3-month period of its own, labelled', () => {
    expect(periodShapes(['2022-12-31', '2023-12-31', '2024-03-31', '2025-03-31'])).toEqual([
      { periodEnd: '2022-12-31', fiscalYear: 2023, months: 12, label: 'FY2023' },
      { periodEnd: '2023-12-31', fiscalYear: 2024, months: 12, label: 'FY2024' },
      { periodEnd: '2024-03-31', fiscalYear: 2024, months: 3, label: 'FY2024 (Jan–Mar 2024, 3 months)' },
      { periodEnd: '2025-03-31', fiscalYear: 2025, months: 12, label: 'FY2025' },
    ]);
  });

  it('reads a transition column whose sales are fifteen months’ as fifteen months (Nestle India: ₹24,394 crore after ₹19,126 crore)', () => {
    const sales = new Map([
      ['2022-12-31', 16_897],
      ['2023-12-31', 19_126],
      ['2024-03-31', 24_394],
      ['2025-03-31', 20_202],
    ]);
    expect(periodShapes(['2022-12-31', '2023-12-31', '2024-03-31', '2025-03-31'], sales).at(2)).toEqual({
      periodEnd: '2024-03-31',
      fiscalYear: 2024,
      months: 15,
      label: 'FY2024 (Jan 2023–Mar 2024, 15 months)',
    });
    // A quarter's sales after the same year stay a 3-month period.
    expect(
      periodShapes(
        ['2023-12-31', '2024-03-31'],
        new Map([
          ['2023-12-31', 19_126],
          ['2024-03-31', 5_268],
        ]),
      ).at(1)?.months,
    ).toBe(3);
  });

  it('labels a long transition period across years', () => {
    expect(periodShapes(['2022-09-30', '2024-03-31']).at(1)).toEqual({
      periodEnd: '2024-03-31',
      fiscalYear: 2024,
      months: 18,
      label: 'FY2024 (Oct 2022–Mar 2024, 18 months)',
    });
  });
});
