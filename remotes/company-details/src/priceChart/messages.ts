// User-facing texts of the price chart (docs/company-page.md, 'Price chart').
export const PRICE_CHART_HEADING = 'Price chart';
export const PRICE_RANGE_LABEL = 'Price range';
export const NO_PRICE_HISTORY = 'No price history yet';
export const PRICES_FAILED = 'The price history could not be loaded.';
export const PRICE_CHART_DRAW_FAILED = 'The price chart could not be drawn. Its closes are in the data table.';
export const YEAR_END_LEGEND = 'Fiscal year-end price (from a Screener export)';
export const SHOW_DATA_TABLE = 'Show data table';
export const CLOSE_KIND_WORDS = { close: 'Close', year_end: 'Fiscal year-end price' } as const;
export const priceChartLabel = (range: string): string => `Price chart, ${range}`;
export const priceTableCaption = (range: string): string => `Prices, ${range}`;

/** The chart in words, for screen readers and anyone who prefers a sentence to a drawing. */
export const priceSummaryText = (from: { price: string; day: string }, to: { price: string; day: string }, change: string, low: string, high: string): string =>
  `From ${from.price} on ${from.day} to ${to.price} on ${to.day} (${change}). Lowest ${low}, highest ${high}.`;
export const adjustedText = (actions: string): string => `Closes before a split or bonus are adjusted for it: ${actions}.`;
export const actionText = (kind: 'split' | 'bonus', multiplier: number, day: string): string =>
  `${kind === 'split' ? 'split' : 'bonus'} ×${multiplier} on ${day}`;
