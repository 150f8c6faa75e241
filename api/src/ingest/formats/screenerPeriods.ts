import { type IsoDate } from '../records';
import { fiscalYearOf } from '../../dates/periodDates';

/**
 * Annual columns as periods of their real length. A company that moved its
 * year end from December to March has a column ending March 2024 that covers
 * either January to March (3 months) or, as Nestle India's did, January 2023
 * to March 2024 (15 months: ₹24,394 crore of sales against ₹19,126 crore for
 * the calendar year 2023 in the column before). The dates alone cannot tell,
 * so the sales do: the column is as long as the length its sales fit better,
 * the gap from the previous column or that gap plus the previous column
 * (issue 29, finding 6). Either way it is a period of its own.
 */

export interface PeriodShape {
  periodEnd: IsoDate;
  fiscalYear: number;
  /** The first column is taken as twelve months; later ones run from the previous column's end. */
  months: number;
  /** 'FY2025', or 'FY2024 (Jan–Mar 2024, 3 months)'. */
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whole months from one period end to the next, rounded (30 June → 31 December is 6). */
function monthsBetween(from: IsoDate, to: IsoDate): number {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) + (toDay - fromDay) / 31;
  return Math.max(1, Math.round(months));
}

export function periodShapes(periodEnds: readonly IsoDate[], sales: ReadonlyMap<IsoDate, number | null> = new Map()): PeriodShape[] {
  const ends = [...new Set(periodEnds)].sort();
  const shapes: PeriodShape[] = [];
  ends.forEach((periodEnd, index) => {
    const previous = shapes[index - 1];
    const gap = previous === undefined ? 12 : monthsBetween(previous.periodEnd, periodEnd);
    const months = previous !== undefined && gap < 12 && coversPrevious(sales, previous, periodEnd, gap) ? gap + previous.months : gap;
    const fiscalYear = fiscalYearOf(periodEnd);
    shapes.push({ periodEnd, fiscalYear, months, label: months === 12 ? `FY${fiscalYear}` : `FY${fiscalYear} (${span(periodEnd, months)}, ${months} months)` });
  });
  return shapes;
}

/** Whether a column's sales fit a period running from the previous column's start better than one from its end (log distance). */
function coversPrevious(sales: ReadonlyMap<IsoDate, number | null>, previous: PeriodShape, periodEnd: IsoDate, gap: number): boolean {
  const own = sales.get(periodEnd) ?? null;
  const before = sales.get(previous.periodEnd) ?? null;
  if (own === null || before === null || !(own > 0) || !(before > 0)) return false;
  const perMonth = before / previous.months;
  const short = Math.abs(Math.log(own / (perMonth * gap)));
  const long = Math.abs(Math.log(own / (perMonth * (gap + previous.months))));
  return long < short;
}

/** 'Jan–Mar 2024', or 'Oct 2022–Mar 2024' across years. */
function span(periodEnd: IsoDate, months: number): string {
  const endYear = Number(periodEnd.slice(0, 4));
  const endMonth = Number(periodEnd.slice(5, 7)) - 1;
  const startIndex = endYear * 12 + endMonth - months + 1;
  const startYear = Math.floor(startIndex / 12);
  const start = MONTHS[startIndex % 12];
  const end = MONTHS[endMonth];
  return startYear === endYear ? `${start}–${end} ${endYear}` : `${start} ${startYear}–${end} ${endYear}`;
}
