import { type IsoDate } from '../records';
import { fiscalYearOf } from '../../dates/periodDates';

/**
 * Annual columns as periods of their real length. A company that moved its
 * year end from December to March has a column ending March 2024 that covers
 * only January to March; it is a period of its own (3 months), not a second
 * 'FY2024' that collides with the December year.
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

export function periodShapes(periodEnds: readonly IsoDate[]): PeriodShape[] {
  const ends = [...new Set(periodEnds)].sort();
  return ends.map((periodEnd, index) => {
    const months = index === 0 ? 12 : monthsBetween(ends[index - 1]!, periodEnd);
    const fiscalYear = fiscalYearOf(periodEnd);
    return { periodEnd, fiscalYear, months, label: months === 12 ? `FY${fiscalYear}` : `FY${fiscalYear} (${span(periodEnd, months)}, ${months} months)` };
  });
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
