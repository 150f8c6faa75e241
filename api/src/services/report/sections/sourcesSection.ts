import { wordsOr } from '../reasonLines';
import { type ReportWriter } from '../reportWriter';
import { type ReportInput } from '../reportInput';

/** Where the data came from, each source with the date of its latest fact, and the price's source. */
export function sourcesSection(w: ReportWriter, { research, messages }: ReportInput): void {
  const { sources, price } = research.meta;
  w.heading(messages.format('common.sources', { count: sources.length }), 2);
  for (const source of sources) {
    const name = source.name ?? wordsOr(messages, `source.${source.kind}.description`, source.kind);
    w.paragraph(
      `• ${source.as_of === undefined ? messages.format('pdf.source_undated', { source: name }) : messages.format('pdf.source_line', { source: name, date: source.as_of })}`,
    );
  }
  if (price !== undefined) {
    const name = price.name ?? wordsOr(messages, `source.${price.kind ?? ''}.price_label`, price.kind ?? '');
    w.labelled(messages.format('pdf.price'), messages.format('pdf.source_line', { source: name, date: price.as_of }));
  }
}
