import { pillarPoints, type ResearchV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';
import { reasonLines, wordsOr } from '../reasonLines';
import { COLOURS, type ReportWriter } from '../reportWriter';
import { reportNumber, type ReportInput } from '../reportInput';

/** 'Score 72/100 (good)', or 'Not rated: <why>'. */
export function scoreLine(messages: Messages, research: ResearchV2): string {
  const { summary } = research;
  if (summary.score === null) {
    const label = messages.format('not_rated.label');
    if (summary.not_rated === undefined) return label;
    // The reason's words usually start with the label ('Not rated — no financial statements…').
    const why = messages.format(summary.not_rated.code, summary.not_rated.params ?? {});
    return why.startsWith(label) ? why : `${label}: ${why}`;
  }
  const band = summary.band === undefined ? '' : wordsOr(messages, `score.band.${summary.band}`, summary.band);
  return messages.format('pdf.score_line', { score: summary.score, band });
}

/** The score and its band (or why there is none), coverage, and each pillar's points. */
export function scoreSection(w: ReportWriter, { research, messages }: ReportInput): void {
  w.heading(messages.format('heading.score'), 2);
  w.paragraph(scoreLine(messages, research), { size: 12, bold: true });
  const coverage = research.summary.coverage;
  if (coverage !== null)
    w.paragraph(messages.format('pdf.coverage', { coverage: messages.figure({ value: coverage, unit: 'fraction' }) }), { color: COLOURS.muted });
  const rows = research.score.pillars.map((pillar) => {
    const points = pillarPoints(pillar);
    return [wordsOr(messages, `pillar.${pillar.id}`, pillar.id), reportNumber(messages, points.weight), reportNumber(messages, points.earned, 1)];
  });
  if (rows.length > 0) w.table([messages.format('part.4.pillar'), messages.format('part.4.weight'), messages.format('part.4.points')], rows, [0.5, 0.25, 0.25]);
}

/** Part 4: each pillar's measures, each with its points and the sentence the page shows. */
export function part4Section(w: ReportWriter, { research, messages }: ReportInput): void {
  w.heading(messages.format('part.4.title'), 2);
  w.paragraph(scoreLine(messages, research), { bold: true });
  for (const pillar of research.score.pillars) {
    w.heading(wordsOr(messages, `pillar.${pillar.id}`, pillar.id), 3);
    for (const measure of pillar.measures) {
      const name = wordsOr(messages, `score.measure.${measure.id}`, messages.format('v2.score.measure_unknown'));
      const points = measure.points === null ? messages.format('v2.score.outcome.left_out') : reportNumber(messages, measure.points, 1);
      w.labelled(`${name} (${points})`, reasonLines(messages, measure.reason).join(' '), { indent: 8 });
    }
  }
}
