import { reasonLines, wordsOr } from '../reasonLines';
import { type ReportWriter } from '../reportWriter';
import { type ReportInput } from '../reportInput';

/** Each investor lens: its name, how many criteria are met, and each criterion's outcome and reason. */
export function lensesSection(w: ReportWriter, { research, messages }: ReportInput): void {
  w.heading(messages.format('heading.investor_lenses'), 2);
  const { lenses } = research.lenses;
  if (lenses.length === 0) w.paragraph(messages.format('view.empty.lenses'));
  for (const lens of lenses) {
    w.heading(wordsOr(messages, `lens.${lens.id}.name`, lens.id), 3);
    const passed = lens.criteria.filter((c) => c.outcome === 'pass').length;
    w.paragraph(messages.format('pdf.lens_counts', { passed, total: lens.criteria.length }));
    for (const criterion of lens.criteria) {
      const label = wordsOr(messages, `lens.${lens.id}.${criterion.id}.label`, criterion.id);
      const outcome = wordsOr(messages, `lens.outcome.${criterion.outcome}`, criterion.outcome);
      w.labelled(`${label} — ${outcome}`, reasonLines(messages, criterion.reason).join(' '), { indent: 8 });
    }
  }
}
