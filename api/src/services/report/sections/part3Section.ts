import { reasonLines } from '../reasonLines';
import { type ReportWriter } from '../reportWriter';
import { type ReportInput } from '../reportInput';

/** Part 3: its five sections under the page's headings, each as the sentences of its reasons. */
export function part3Section(w: ReportWriter, { research, messages }: ReportInput): void {
  w.heading(messages.format('part.3.title'), 2);
  const sections: [string, unknown][] = [
    ['part.3.overall_investigation', research.report.overview],
    ['part.3.business_model', research.report.moat],
    ['part.3.risks_quality', research.report.quality],
    ['part.3.owner_earnings', research.value],
    ['part.3.hold_scenarios', research.hold],
  ];
  for (const [heading, part] of sections) {
    w.heading(messages.format(heading), 3);
    const lines = reasonLines(messages, part);
    if (lines.length === 0) w.paragraph(messages.format('view.empty.part_3'));
    for (const line of lines) w.paragraph(`• ${line}`, { indent: 8 });
  }
}
