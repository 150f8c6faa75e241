import { DATA_SOURCE_KINDS, type DataSourceKind, type PriceSource } from 'shared-types/api';
import { priceAgeOf, priceDateText } from './context/freshness';
import { type DatedPrice } from './context/normalise';
import { type YearView } from './context/yearMetrics';

/** How the result view names where the current price came from. */
const PRICE_LABELS: Readonly<Record<DataSourceKind, string>> = {
  demo: 'Demo data',
  nse_list: 'NSE list',
  bse_list: 'BSE list',
  screener: 'Screener export',
  exchange_filing: 'Exchange filing',
  bhavcopy: 'Exchange close (bhavcopy)',
  guidance_ledger: 'Guidance ledger',
  live_price: 'Market-data provider (delayed)',
};

const isKind = (value: string): value is DataSourceKind => (DATA_SOURCE_KINDS as readonly string[]).includes(value);

/**
 * The current price's source for the payload. A price whose date is only a
 * lower bound (a Screener export's, dated by its latest period) says so, so
 * 'Last Updated' can read 'on or after <date>' instead of claiming the day.
 */
export function priceSourceOf(price: DatedPrice | null, latest: YearView | null = null, today: string | null = null): PriceSource | null {
  if (price === null) return null;
  const kind = isKind(price.source) ? price.source : null;
  const age = priceAgeOf(price, latest, today);
  return {
    kind,
    label: kind === null ? price.source : PRICE_LABELS[kind],
    as_of: price.date,
    approximate: price.approximate === true,
    stale: age.stale,
    days_old: age.daysOld,
    ...(price.after === true ? { after: true } : {}),
  };
}

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
