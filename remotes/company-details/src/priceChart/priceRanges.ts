import { type PricePoint } from 'shared-types/api';
import { parseLocalDate } from '../summary/formatters';

export type PriceRangeId = '1M' | '6M' | '1Y' | '3Y' | '5Y' | 'Max';

interface RangeSpec {
  id: PriceRangeId;
  /** How far back from today the range reaches; null for every point. */
  months: number | null;
  /** 'the last month', for the reason a range is disabled. */
  span: string;
}

export const PRICE_RANGES: readonly RangeSpec[] = [
  { id: '1M', months: 1, span: 'the last month' },
  { id: '6M', months: 6, span: 'the last 6 months' },
  { id: '1Y', months: 12, span: 'the last year' },
  { id: '3Y', months: 36, span: 'the last 3 years' },
  { id: '5Y', months: 60, span: 'the last 5 years' },
  { id: 'Max', months: null, span: 'all' },
];

/** A line needs two points. */
export const MIN_POINTS = 2;

export interface PriceRange {
  id: PriceRangeId;
  points: PricePoint[];
  /** Why the range cannot be drawn ('1 close in the last month'), or null when it can. */
  disabledReason: string | null;
}

/** '1 close in the last month', 'No closes in the last 6 months'. */
export function tooFewText(count: number, span: string): string {
  if (count === 0) return `No closes in ${span}`;
  return `${count} close${count === 1 ? '' : 's'} in ${span}`;
}

/** The first day a range includes: today less its months, by the page's clock. */
function rangeStart(months: number, now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() - months, now.getDate());
}

/**
 * Each range's points (oldest first, as the API sends them), counted back from today
 * by the page's clock, not from the last close: an old price history leaves the short
 * ranges empty and says so, instead of showing a month long past as 'the last month'.
 */
export function priceRanges(points: readonly PricePoint[], now: Date): PriceRange[] {
  return PRICE_RANGES.map(({ id, months, span }) => {
    const start = months === null ? null : rangeStart(months, now);
    const inRange = points.filter((point) => {
      if (start === null) return true;
      const day = parseLocalDate(point.date);
      return day !== null && day >= start;
    });
    return { id, points: inRange, disabledReason: inRange.length >= MIN_POINTS ? null : tooFewText(inRange.length, span) };
  });
}

/** The range shown first: a year when it can be drawn, else everything. */
export function initialRange(ranges: readonly PriceRange[]): PriceRangeId {
  return ranges.find((range) => range.id === '1Y')?.disabledReason === null ? '1Y' : 'Max';
}
