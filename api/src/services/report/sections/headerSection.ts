import { COLOURS, type ReportWriter } from '../reportWriter';
import { type ReportInput } from '../reportInput';

/** The report's first lines: what it is, the company, its key, the date and the engine's version. */
export function headerSection(w: ReportWriter, { research, name, key, date, messages }: ReportInput): void {
  w.paragraph(messages.format('pdf.title'), { color: COLOURS.muted, size: 9 });
  w.heading(name, 1);
  w.paragraph(messages.format('pdf.byline', { key, date, engine: research.company.engine_version }), { color: COLOURS.muted });
  if (research.company.is_demo) w.paragraph(messages.format('pdf.demo_note'), { color: COLOURS.muted });
  w.rule();
}
