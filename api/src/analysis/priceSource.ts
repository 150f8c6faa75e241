import { PRICE_STALE_AFTER_DAYS, priceAgeOf, type PriceAge } from './context/freshness';
import { type DatedPrice } from './context/normalise';
import { type YearView } from './context/yearMetrics';

/**
 * The price's date as every sentence that uses the price gives it: '2026-03-31',
 * 'on or after 2026-03-31', and when it is stale (context/freshness.ts) how old
 * it is ('on or after 2024-09-30; stale: 790 days before this analysis').
 */
/** 'on or after 2026-03-31', 'after 2026-03-31' (a different close is on record that day) or '2026-03-31'. */
function priceDateText(price: DatedPrice): string {
  if (price.after === true) return `after ${price.date}`;
  return price.approximate === true ? `on or after ${price.date}` : price.date;
}

/** How a stale price is stale: '790 days before this analysis (more than 90 days)'; null when it is not. */
function staleWhy(age: PriceAge, latest: YearView | null): string | null {
  const parts: string[] = [];
  if (age.daysOld !== null && age.daysOld > PRICE_STALE_AFTER_DAYS) parts.push(`${age.daysOld} days before this analysis`);
  if (age.daysBeforeStatements > PRICE_STALE_AFTER_DAYS) parts.push(`${age.daysBeforeStatements} days before the latest statements end (${latest?.periodEnd})`);
  return parts.length === 0 ? null : `${parts.join(' and ')} (more than ${PRICE_STALE_AFTER_DAYS} days)`;
}

export function priceWhen(price: DatedPrice, latest: YearView | null, today: string | null): string {
  const why = staleWhy(priceAgeOf(price, latest, today), latest);
  const parts = [priceDateText(price)];
  const action = price.pricedAfter;
  if (action !== undefined)
    parts.push(`priced after the ${action.kind} of ${action.exDate} (each share became ${action.shareMultiplier}), so dated on or after it`);
  if (why !== null) parts.push(`stale: ${why}`);
  return parts.join('; ');
}
