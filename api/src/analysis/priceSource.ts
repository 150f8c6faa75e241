import { DATA_SOURCE_KINDS, type DataSourceKind, type PriceSource } from 'shared-types/api';
import { type DatedPrice } from './context/normalise';

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
export function priceSourceOf(price: DatedPrice | null): PriceSource | null {
  if (price === null) return null;
  const kind = isKind(price.source) ? price.source : null;
  return {
    kind,
    label: kind === null ? price.source : PRICE_LABELS[kind],
    as_of: price.date,
    approximate: price.approximate === true,
  };
}
