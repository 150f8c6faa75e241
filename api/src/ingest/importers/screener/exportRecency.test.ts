import { compareRecency, reclassifiedLines } from './exportRecency';

describe('export recency', () => {
  it('orders exports by their latest annual Report Date, then their latest quarter', () => {
    const fy2024 = { latestYear: '2024-03-31', latestQuarter: '2024-06-30' };
    expect(compareRecency(fy2024, { latestYear: '2025-03-31', latestQuarter: null })).toBeLessThan(0);
    expect(compareRecency(fy2024, { latestYear: '2024-03-31', latestQuarter: '2024-09-30' })).toBeLessThan(0);
    expect(compareRecency(fy2024, { latestYear: '2024-03-31', latestQuarter: null })).toBeGreaterThan(0);
    expect(compareRecency(fy2024, { ...fy2024 })).toBe(0);
  });

  it('finds balance-sheet lines more than 10% apart on the newer figure, and ignores blanks and other rows', () => {
    const newer = { borrowings: 3_49_515, other_liabilities: 6_10_576, reserves: 100, inventory: null, sales: 100 };
    const older = { borrowings: 4_57_515, other_liabilities: 5_02_576, reserves: 110, inventory: 5, sales: 300 };
    expect(reclassifiedLines(newer as never, older as never)).toEqual([
      { line: 'Borrowings', newer: 3_49_515, older: 4_57_515 },
      { line: 'Other Liabilities', newer: 6_10_576, older: 5_02_576 },
    ]);
  });
});
