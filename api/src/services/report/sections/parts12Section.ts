import { riskMessageParams } from 'shared-types/api';
import { reasonLines, wordsOr } from '../reasonLines';
import { type ReportWriter } from '../reportWriter';
import { type ReportInput } from '../reportInput';

/** Part 1: the governance signals with their reasons, then guidance and its credibility. */
export function part1Section(w: ReportWriter, { research, messages }: ReportInput): void {
  const { governance } = research;
  w.heading(messages.format('part.1.title'), 2);
  for (const signal of governance.signals) {
    const name = wordsOr(messages, `governance.signal.${signal.id}.name`, signal.id);
    w.labelled(name, reasonLines(messages, signal.reason).join(' '));
  }
  const guidance = reasonLines(messages, governance.guidance);
  w.heading(messages.format('part.1.guidance_analysis'), 3);
  if (guidance.length === 0) w.paragraph(messages.format('view.empty.guidance'));
  for (const line of guidance) w.paragraph(`• ${line}`, { indent: 8 });
}

/** Part 2: the overall risk level and each factor's outcome and justification. */
export function part2Section(w: ReportWriter, { research, messages }: ReportInput): void {
  const { risks } = research;
  w.heading(messages.format('part.2.title'), 2);
  if (risks.overall !== undefined) w.paragraph(reasonLines(messages, risks.overall).join(' '), { bold: true });
  if (risks.factors.length === 0) w.paragraph(messages.format('view.empty.risks'));
  for (const factor of risks.factors) {
    const name = wordsOr(messages, `risk.${factor.id}.name`, messages.format('v2.risks.factor.other'));
    const outcome = wordsOr(messages, `outcome.${factor.outcome}`, factor.outcome);
    const why = messages.has(factor.reason.code) ? messages.format(factor.reason.code, riskMessageParams(factor)) : '';
    w.labelled(`${name} — ${outcome}`, why);
  }
}
