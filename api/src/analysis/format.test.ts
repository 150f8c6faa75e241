import { formatCrore, formatNumber, formatPct, formatPoints, formatRupees, fySpan, groupIndian, joinList } from './format';

describe('Indian formatting', () => {
  it('groups digits in lakhs and crores', () => {
    expect(groupIndian('123')).toBe('123');
    expect(groupIndian('1234')).toBe('1,234');
    expect(groupIndian('123456')).toBe('1,23,456');
    expect(groupIndian('12345678')).toBe('1,23,45,678');
  });

  it('formats crore amounts with fewer decimals as they grow', () => {
    expect(formatCrore(123456.4)).toBe('₹1,23,456 crore');
    expect(formatCrore(459.87)).toBe('₹459.9 crore');
    expect(formatCrore(4.5)).toBe('₹4.50 crore');
    expect(formatCrore(-1234.4)).toBe('−₹1,234 crore');
    expect(formatCrore(-0.001)).toBe('₹0.00 crore');
  });

  it('formats rupees, percentages and points', () => {
    expect(formatRupees(1652.1)).toBe('₹1,652.10');
    expect(formatRupees(-7.731)).toBe('−₹7.73');
    expect(formatPct(0.14234)).toBe('14.2%');
    expect(formatPct(-0.055)).toBe('−5.5%');
    expect(formatPoints(-0.027)).toBe('2.7 percentage points');
  });

  it('prints n/a for unknown or non-finite values, never NaN or Infinity', () => {
    for (const bad of [null, Number.NaN, Infinity, -Infinity]) {
      expect(formatNumber(bad)).toBe('n/a');
      expect(formatCrore(bad)).toBe('n/a');
      expect(formatRupees(bad)).toBe('n/a');
      expect(formatPct(bad)).toBe('n/a');
    }
    expect(formatNumber(2e20, 0)).toBe('2.00e+20');
  });

  it('joins lists and spans in plain English', () => {
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinList(['a'])).toBe('a');
    expect(fySpan(2021, 2025)).toBe('FY2021–FY2025');
    expect(fySpan(2025, 2025)).toBe('FY2025');
  });
});
