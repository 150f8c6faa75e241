import { formatIndianDay, formatRupees } from './format';

describe('the shared display formats', () => {
  it('shows whole rupees without paise, and paise when there are some, with Indian grouping', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(2999)).toBe('₹2,999');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(457.5)).toBe('₹457.50');
  });

  it('shows the Indian calendar day, and an unreadable date as sent', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatIndianDay('2027-11-26T20:00:00.000Z')).toBe('27 Nov 2027');
    expect(formatIndianDay('soon')).toBe('soon');
  });
});
