import { type PricePoint } from 'shared-types/api';
import { initialRange, priceRanges, tooFewText } from './priceRanges';

const close = (date: string, value = 100): PricePoint => ({ date, close: value, kind: 'close' });
const now = new Date(2026, 10, 28, 15, 30);

describe('price ranges', () => {
  it('disables a range with fewer than two points and says why, pluralised', () => {
    const ranges = priceRanges([close('2025-01-10'), close('2026-06-01'), close('2026-11-20')], now);
    expect(ranges.map((range) => [range.id, range.points.length, range.disabledReason])).toEqual([
      ['1M', 1, '1 close in the last month'],
      ['6M', 2, null],
      ['1Y', 2, null],
      ['3Y', 3, null],
      ['5Y', 3, null],
      ['Max', 3, null],
    ]);
  });

  it('words no closes and many closes', () => {
    expect(tooFewText(0, 'the last month')).toBe('No closes in the last month');
    expect(tooFewText(1, 'the last 6 months')).toBe('1 close in the last 6 months');
    expect(tooFewText(3, 'the last year')).toBe('3 closes in the last year');
  });

  it('counts back from the page clock, including the day a range starts on', () => {
    const ranges = priceRanges([close('2026-10-28'), close('2026-11-27')], now);
    expect(ranges[0]!.disabledReason).toBeNull();
    const older = priceRanges([close('2026-10-27'), close('2026-11-27')], now);
    expect(older[0]!.disabledReason).toBe('1 close in the last month');
  });

  it('opens on a year when it can be drawn, else on everything', () => {
    expect(initialRange(priceRanges([close('2026-01-01'), close('2026-11-01')], now))).toBe('1Y');
    expect(initialRange(priceRanges([close('2020-01-01'), close('2021-11-01')], now))).toBe('Max');
  });
});
