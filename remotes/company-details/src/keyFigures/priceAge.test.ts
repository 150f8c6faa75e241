import { formatDay, priceAgeText } from './priceAge';
import { priceFromText } from './messages';

const now = new Date(2026, 10, 28, 10, 0); // 28 Nov 2026, the page's clock

describe('the price age', () => {
  it("words an old price as the issue does: 'Price from 4 Sep 2024: 26 months old'", () => {
    expect(priceFromText(formatDay('2024-09-04'), false, priceAgeText('2024-09-04', now))).toBe('Price from 4 Sep 2024: 26 months old');
  });

  it("says an approximate day is a lower bound: 'or later', 'up to'", () => {
    expect(priceFromText('4 Sep 2024', true, '26 months old')).toBe('Price from 4 Sep 2024 or later: up to 26 months old');
    expect(priceFromText('4 Sep 2024', true, null)).toBe('Price from 4 Sep 2024 or later');
  });

  it('is not old up to 7 days, old from the 8th', () => {
    expect(priceAgeText('2026-11-21', now)).toBeNull();
    expect(priceAgeText('2026-11-28', now)).toBeNull();
    expect(priceAgeText('2026-11-20', now)).toBe('8 days old');
  });

  it('counts whole months once a month has passed, singular for one', () => {
    expect(priceAgeText('2026-10-28', now)).toBe('1 month old');
    expect(priceAgeText('2026-10-29', now)).toBe('30 days old');
    expect(priceAgeText('2025-11-28', now)).toBe('12 months old');
  });

  it('leaves an unreadable day alone', () => {
    expect(priceAgeText('soon', now)).toBeNull();
    expect(formatDay('soon')).toBe('soon');
  });
});
