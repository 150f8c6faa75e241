import { type PriceHistory, type PricePoint } from 'shared-types/api';
import { type StoredPriceRow } from '../db/priceHistoryRepository';
import { type ShareAction } from '../statements/statementTypes';
import { comparePriceRows } from './priceSources';

/**
 * The price chart's points (docs/company-page.md, 'The public view and its endpoint'): one a day,
 * oldest first, the day's preferred row (services/priceSources.ts). A Screener export's (or the demo
 * universe's) price at one of the company's fiscal-year ends is a 'year_end' point. Approximate
 * prices (a Screener export's current price, dated only 'on or after' its latest period) are left
 * out: the chart places every point on its day. Closes before a split or bonus on record are divided
 * by its share multiplier, so the line does not fall off a cliff on the ex-date.
 */
export const MAX_PRICE_POINTS = 5000;

export function priceHistory(rows: readonly StoredPriceRow[], actions: readonly ShareAction[], yearEnds: ReadonlySet<string>): PriceHistory {
  const byDay = new Map<string, StoredPriceRow>();
  for (const row of rows) {
    if (row.approximate) continue;
    const kept = byDay.get(row.as_of);
    if (kept === undefined || comparePriceRows(row, kept) < 0) byDay.set(row.as_of, row);
  }
  const days = [...byDay.values()].sort((a, b) => (a.as_of < b.as_of ? -1 : 1));
  const splits = actions.filter(
    (action): action is ShareAction & { kind: 'split' | 'bonus'; shareMultiplier: number } =>
      (action.kind === 'split' || action.kind === 'bonus') && action.shareMultiplier !== null && action.shareMultiplier > 0 && action.shareMultiplier !== 1,
  );
  // Only actions that fall within the closes: one before the first changes nothing, and one announced
  // for after the latest close has not happened to any price yet.
  const first = days[0]?.as_of ?? '';
  const last = days.at(-1)?.as_of ?? '';
  const applied = splits.filter((action) => action.exDate > first && action.exDate <= last);
  const points = days.map((day): PricePoint => {
    const divisor = applied.filter((action) => day.as_of < action.exDate).reduce((product, action) => product * action.shareMultiplier, 1);
    const yearEnd = (day.source === 'screener' || day.source === 'demo') && yearEnds.has(day.as_of);
    return { date: day.as_of, close: Math.round((day.price / divisor) * 100) / 100, kind: yearEnd ? 'year_end' : 'close' };
  });
  return {
    points: bounded(points),
    adjusted_for: applied.map((action) => ({ ex_date: action.exDate, kind: action.kind, share_multiplier: action.shareMultiplier })),
  };
}

/** Past the bound, the latest closes and every year-end point: the Max range still reaches back. */
function bounded(points: PricePoint[]): PricePoint[] {
  if (points.length <= MAX_PRICE_POINTS) return points;
  const yearEnds = points.filter((point) => point.kind === 'year_end');
  const recent = points.filter((point) => point.kind === 'close').slice(-(MAX_PRICE_POINTS - yearEnds.length));
  return [...yearEnds, ...recent].sort((a, b) => (a.date < b.date ? -1 : 1));
}
