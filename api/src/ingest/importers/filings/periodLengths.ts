import { type IsoDate } from '../../records';
import { addDays, monthsInSpan, spanStart } from '../../../dates/periodDates';

/**
 * A year (or year to date) is only as long as its figures say. Nestle India
 * moved its year end from December to March; its April 2024 annual filing
 * dates the transition year 2023-04-01 to 2024-03-31, but its revenue
 * (₹24,394 crore) is that of January 2023 to March 2024: the calendar year
 * 2023 it filed earlier (₹19,126 crore) plus the quarter to March 2024. So a
 * span is checked against the company's other periods of the same basis: when
 * they tile it exactly from its declared start and add up to its revenue, it
 * stands; when they don't, but they do from an earlier start, that start is
 * the span's real one. Nothing that cannot be checked is changed.
 */

export interface SpanFacts {
  /** Any key the caller uses to write the answer back. */
  key: string;
  /** The start the document declares. */
  start: IsoDate;
  end: IsoDate;
  revenue: number | null;
}

export interface ResolvedSpan {
  key: string;
  start: IsoDate;
  months: number;
  /** Set when the start differs from the declared one: why, for people. */
  note: string | null;
}

/** Revenue may differ by rounding in the last digits of each part; 0.2% (at least ₹1 crore) is far below any real gap. */
const tolerance = (revenue: number): number => Math.max(1, Math.abs(revenue) * 0.002);

/** Resolves every span of one company and basis against the others (quarters and years to date together). */
export function resolveSpans(spans: readonly SpanFacts[]): ResolvedSpan[] {
  return spans.map((span) => resolveOne(span, spans));
}

/** A transition year is at most a year longer than declared: earlier starts are not tried. */
const LONGEST_STRETCH_MONTHS = 12;

function resolveOne(span: SpanFacts, all: readonly SpanFacts[]): ResolvedSpan {
  const declared: ResolvedSpan = { key: span.key, start: span.start, months: monthsInSpan(span.start, span.end), note: null };
  if (span.revenue === null || declared.months <= 3) return declared;
  const pool = all.filter(
    (other) => other.key !== span.key && other.revenue !== null && other.end <= span.end && !(other.start <= span.start && other.end === span.end),
  );
  const matches = (start: IsoDate): SpanFacts[] | null => {
    const parts = tile(start, span.end, pool);
    if (parts === null) return null;
    const total = parts.reduce((sum, part) => sum + (part.revenue ?? 0), 0);
    return Math.abs(total - span.revenue!) <= tolerance(span.revenue!) ? parts : null;
  };
  if (matches(span.start) !== null) return declared;
  const earliest = spanStart(addDays(span.start, -1), LONGEST_STRETCH_MONTHS);
  const earlierStarts = [...new Set(pool.map((other) => other.start).filter((start) => start < span.start && start >= earliest))].sort().reverse();
  for (const start of earlierStarts) {
    const found = matches(start);
    if (found === null) continue;
    const months = monthsInSpan(start, span.end);
    const pieces = found.map((part) => `${part.start} to ${part.end}`).join(' and ');
    return {
      key: span.key,
      start,
      months,
      note: `filed as ${span.start} to ${span.end}, but its revenue is that of ${start} to ${span.end} (${pieces}): ${months} months`,
    };
  }
  return declared;
}

/**
 * Periods laid end to end from `start` to exactly `end`, the longest first at
 * each step (a year to date before the quarters inside it); null when none do.
 * Each day is reached once, by the first (longest-first) way found, so the
 * search is linear in the periods however many ways a year can be cut.
 */
function tile(start: IsoDate, end: IsoDate, periods: readonly SpanFacts[]): SpanFacts[] | null {
  const byStart = new Map<IsoDate, SpanFacts[]>();
  for (const period of periods) if (period.start >= start && period.end <= end) byStart.set(period.start, [...(byStart.get(period.start) ?? []), period]);
  const reached = new Map<IsoDate, SpanFacts[]>([[start, []]]);
  const queue: IsoDate[] = [start];
  while (queue.length > 0) {
    queue.sort();
    const day = queue.shift()!;
    const path = reached.get(day)!;
    for (const period of [...(byStart.get(day) ?? [])].sort((a, b) => (a.end < b.end ? 1 : -1))) {
      if (period.end === end) return [...path, period];
      const next = addDays(period.end, 1);
      if (reached.has(next)) continue;
      reached.set(next, [...path, period]);
      queue.push(next);
    }
  }
  return null;
}
