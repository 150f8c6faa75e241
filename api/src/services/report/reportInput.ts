import { type PeerComparison, type PricePoint, type ResearchV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';

/** One fiscal year of the statements summary; null where the statements lack the figure. */
export interface AnnualSummaryRow {
  period: string;
  sales: number | null;
  operatingProfit: number | null;
  netProfit: number | null;
  eps: number | null;
}

/** Everything a report is drawn from: the stored v2 answer and what the page fetches beside it. */
export interface ReportInput {
  research: ResearchV2;
  /** The company's name as stored (the answer's is the one of its last analysis). */
  name: string;
  /** The company's key as the page uses it: NSE symbol, else BSE code, else ISIN. */
  key: string;
  /** YYYY-MM-DD in India's time: the day the report was made. */
  date: string;
  prices: readonly PricePoint[];
  annual: readonly AnnualSummaryRow[];
  peers: PeerComparison | null;
  messages: Messages;
}

/** A plain number in the report's language ('2,25,839' in en-IN), or n/a. */
export function reportNumber(messages: Messages, value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return messages.format('common.not_available');
  const locale = messages.locale === 'hi' ? 'hi-IN' : 'en-IN';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}
