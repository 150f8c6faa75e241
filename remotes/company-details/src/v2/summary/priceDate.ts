import { type ResearchV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';
import { dayText, wordsIf } from './words';

export interface PriceDate {
  /** YYYY-MM-DD, for <time dateTime>. */
  iso: string;
  /** '30 Jun 2025', or 'on or after 30 Jun 2025' when an export dates it only by its latest period. */
  text: string;
  /** The price's source in words ('Exchange close (bhavcopy)'), or its own name as sent (English data). */
  source: { text: string; english: boolean } | null;
}

/** When the price is from and where it came from, from the meta's price (else the summary price's period). */
export function priceDate(messages: Messages, document: ResearchV2): PriceDate | null {
  const price = document.meta.price;
  const iso = price?.as_of ?? document.summary.price?.period;
  const day = dayText(messages, iso);
  if (iso === undefined || day === null) return null;
  const text =
    price?.approximate === true
      ? messages.format('price.on_or_after', { as_of: day })
      : price?.after === true
        ? messages.format('price.after', { as_of: day })
        : day;
  const label = price?.kind === undefined ? null : wordsIf(messages, `source.${price.kind}.price_label`);
  const source = label !== null ? { text: label, english: false } : price?.name ? { text: price.name, english: true } : null;
  return { iso, text, source };
}
