import { priceAgeOf, priceDateText } from './context/freshness';
import { type DatedPrice } from './context/normalise';
import { type YearView } from './context/yearMetrics';

/**
 * The price's date as every sentence that uses the price gives it: '2026-03-31',
 * 'on or after 2026-03-31', and when it is stale (context/freshness.ts) how old
 * it is ('on or after 2024-09-30; stale: 790 days before this analysis').
 */
export function priceWhen(price: DatedPrice, latest: YearView | null, today: string | null): string {
  const age = priceAgeOf(price, latest, today);
  const parts = [priceDateText(price)];
  if (price.dateNote !== undefined) parts.push(price.dateNote);
  if (age.why !== null) parts.push(`stale: ${age.why}`);
  return parts.join('; ');
}
