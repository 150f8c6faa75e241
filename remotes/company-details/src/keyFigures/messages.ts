import { type KeyFigureReason, type PRICE_SOURCES } from 'shared-types/api';

// User-facing texts of the key figures strip (docs/company-page.md, 'Key figures').
export const KEY_FIGURES_LABEL = 'Key figures';

/** Why a figure reads 'Not Available', by the server's reason code: the words live here, never in the API. */
export const KEY_FIGURE_REASON_WORDS: Readonly<Record<KeyFigureReason, string>> = {
  no_price: 'No price on record',
  no_shares_outstanding: 'The number of shares is not on record',
  no_statements: 'No financial statements imported yet',
  no_ttm_profit: 'No profit figure for the last four quarters or year',
  loss_making: 'The company made a loss, so there is no meaningful P/E',
  no_book_value: 'No book value (net worth) on record',
  negative_book_value: 'The book value is negative',
  no_capital_employed: 'No capital employed figure on record',
  no_dividend_data: 'No dividend data on record',
  no_week_range: 'No closes in the last 52 weeks',
  week_range_unreliable: 'Too few closes in the last 52 weeks for a reliable range',
  not_rated: 'Not rated: the analysis could not score this company',
};

export const FIGURE_LABELS = {
  price: 'Price',
  market_cap: 'Market cap',
  pe_ttm: 'P/E (TTM)',
  pb: 'P/B',
  dividend_yield: 'Dividend yield',
  week_range: '52-week range',
  score: 'Score',
} as const;

/** Where the price came from, said after its date. */
export const PRICE_SOURCE_WORDS: Readonly<Record<(typeof PRICE_SOURCES)[number], string>> = {
  nse: 'NSE close',
  bse: 'BSE close',
  screener: 'Screener export',
  live: 'Live quote',
  demo: 'Demo data',
  other: 'Other source',
};

/**
 * 'Price from 4 Sep 2024', with ': 26 months old' when it is old (more than 7 days). An
 * approximate day is only a lower bound (a Screener export dated by its latest period), so the
 * price is from that day 'or later' and 'up to' that old.
 */
export const priceFromText = (day: string, approximate: boolean, age: string | null): string => {
  const from = `Price from ${day}${approximate ? ' or later' : ''}`;
  if (age === null) return from;
  return `${from}: ${approximate ? 'up to ' : ''}${age}`;
};
export const OLD_MARK = 'old';
export const weekRangeText = (low: string, high: string): string => `Low ${low}, high ${high}`;
/** After the range when its day is not the price's: ' (to 16 Dec 2025)'. */
export const rangeDayText = (day: string): string => ` (to ${day})`;
export const priceOffRangeText = (price: string, side: 'below' | 'above'): string =>
  `The price ${price} is ${side} the 52-week ${side === 'below' ? 'low' : 'high'}`;
export const priceOnRangeText = (price: string, percent: number): string => `The price ${price} is ${Math.round(percent)}% of the way from the low to the high`;
