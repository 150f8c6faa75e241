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

  it('labels a long transition period across years', () => {
    expect(periodShapes(['2022-09-30', '2024-03-31']).at(1)).toEqual({
      periodEnd: '2024-03-31',
      fiscalYear: 2024,
      months: 18,
      label: 'FY2024 (Oct 2022–Mar 2024, 18 months)',
    });
  });
});
