import { formatLocalDate, formatPrice, formatScore, parseLocalDate } from './formatters';

describe('formatPrice', () => {
  it('shows rupees with Indian digit grouping', () => {
    expect(formatPrice(1652.1)).toBe('₹1,652.10');
    expect(formatPrice(1234567.5)).toBe('₹12,34,567.50');
    expect(formatPrice('980')).toBe('₹980.00');
  });

  it.each([null, undefined, '', 'NA', -1, Number.NaN, {}])("is 'Not Available' for %p", (value) => {
    expect(formatPrice(value)).toBe('Not Available');
  });
});

describe('last updated as a local date', () => {
  it('reads YYYY-MM-DD as that calendar day in local time', () => {
    const date = parseLocalDate('2025-06-30');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2025, 5, 30]);
    expect(formatLocalDate('2025-06-30')).toMatch(/30/);
    expect(formatLocalDate('2025-06-30')).toMatch(/2025/);
    expect(formatLocalDate('2025-06-30')).toMatch(/Jun/);
  });

  it.each([null, undefined, '', '2025-02-30', 'yesterday', 20250630])("is 'Not Available' for %p", (value) => {
    expect(formatLocalDate(value)).toBe('Not Available');
  });
});

describe('formatScore', () => {
  it("shows 'n/100'", () => {
    expect(formatScore(89)).toBe('89/100');
    expect(formatScore(0)).toBe('0/100');
    expect(formatScore(88.84)).toBe('88.8/100');
  });

  it('is null without a score on the 0-100 scale', () => {
    for (const value of [null, undefined, 'NA', 101, -5]) expect(formatScore(value)).toBeNull();
  });
});
