import { type Messages } from 'shared-types/messages';
import { type MetaSource } from 'shared-types/api';
import { wordsOr } from '../reasonLines';
import { type ReportWriter } from '../reportWriter';
import { type ReportInput } from '../reportInput';

/** Where the data came from, each source with the date of its latest fact, and the price's source. */
export function sourcesSection(w: ReportWriter, { research, messages }: ReportInput): void {
  const { sources, price } = research.meta;
  w.heading(messages.format('common.sources', { count: sources.length }), 2);
  for (const source of sources) {
    const name = sourceName(messages, source);
    const line =
      source.as_of === undefined
        ? messages.format('pdf.source_undated', { source: name })
        : messages.format('pdf.source_line', { source: name, date: source.as_of });
    w.paragraph(`• ${line}`);
  }
  if (price !== undefined) {
    const name = price.name ?? wordsOr(messages, `source.${price.kind ?? ''}.price_label`, price.kind ?? '');
    w.labelled(messages.format('pdf.price'), messages.format('pdf.source_line', { source: name, date: price.as_of }));
  }
}

/**
 * A source's own name, else its kind in words with its statements' basis (the Screener export's
 * words need it, as the page's summary gives it), else the kind's code.
 */
export function sourceName(messages: Messages, source: MetaSource): string {
  if (source.name !== undefined && source.name !== '') return source.name;
  const code = `source.${source.kind}.description`;
  return messages.has(code) ? messages.format(code, { basis: source.basis ?? 'unknown' }) : source.kind;
}
