import { rowFormatter } from './formatStatementValue';

const row = (values: (number | null)[], unit: Parameters<typeof rowFormatter>[1]) => values.map(rowFormatter(values, unit));

describe('rowFormatter', () => {
  it('gives crore amounts whole, with Indian grouping, one precision per row', () => {
    expect(row([98.58, 104, 123456.7, -1234.4], 'crore')).toEqual(['99', '104', '1,23,457', '-1,234']);
  });

  it('keeps two decimals in a row of small amounts', () => {
    expect(row([0.45, 12.3, -3], 'crore')).toEqual(['0.45', '12.30', '-3.00']);
  });

  it('gives per-share figures in ₹ and percentages with two decimals, null when not reported', () => {
    expect(row([41.25, 1234.5, null], 'per_share')).toEqual(['41.25', '1,234.50', null]);
    expect(row([72.3, null], 'percent')).toEqual(['72.30%', null]);
  });
});
