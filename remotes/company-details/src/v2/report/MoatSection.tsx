import type { Figure, ReportMoat, ReportV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { moatSentences } from './moatSentences';
import { OperatingCycleTables } from './OperatingCycleTables';
import { ChipList, FiguresTable, labelOf, lastSegment, NotAssessedSection, ReportSection, Sentences, type FigureRow, type Tone } from './reportParts';

/**
 * Part 3, section 2 ('2. Business Model and Moat'): returns on capital (ROE for a lender), margins,
 * the capital cushion and reinvestment as a small table, the moat verdict and reinvestment reading
 * as chips; the sentences and the year-by-year tables behind 'Show the working'.
 */
export function MoatSection({ report }: { report: ReportV2 }) {
  const words = useWords();
  const messages = useMessages();
  const title = words('view.part_3.moat');
  const moat = report.moat;
  if (moat === undefined) {
    return <NotAssessedSection title={title} report={report} noStatements="report.no_statements.moat" />;
  }
  return (
    <ReportSection
      title={title}
      lead={
        <>
          <ChipList label={words('v2.report.moat.signals')} chips={moatChips(messages, moat)} />
          <FiguresTable caption={words('v2.report.moat.caption')} rows={moatRows(messages, moat)} />
        </>
      }
      working={
        <>
          <Sentences lines={moatSentences(messages, moat)} />
          <OperatingCycleTables moat={moat} />
        </>
      }
    />
  );
}

const VERDICT_TONES: Readonly<Record<string, Tone>> = { moat: 'good', no_moat: 'bad', fell_below: 'bad', no_history: 'muted' };

function moatChips(messages: Messages, moat: ReportMoat): { text: string; tone: Tone }[] {
  const reading = lastSegment(moat.verdict.code);
  const chips = [{ text: labelOf(messages, `v2.report.moat.verdict.${reading}`, 'v2.report.moat.verdict.other'), tone: VERDICT_TONES[reading] ?? 'plain' }];
  const reinvestment = moat.reinvestment;
  if (reinvestment !== undefined && messages.has(`v2.report.reinvestment.${reinvestment.reading}`))
    chips.push({ text: messages.format(`v2.report.reinvestment.${reinvestment.reading}`), tone: 'plain' });
  const leverage = moat.leverage;
  if (leverage !== undefined && messages.has(`v2.report.leverage_trend.${leverage.trend}`))
    chips.push({ text: messages.format(`v2.report.leverage_trend.${leverage.trend}`), tone: leverage.trend === 'outgrown_equity' ? 'bad' : 'plain' });
  return chips;
}

function moatRows(messages: Messages, moat: ReportMoat): FigureRow[] {
  const measure = { measure: moat.measure };
  const range = (from: Figure, to: Figure) => messages.format('v2.report.from_to', { from, to });
  const rows: FigureRow[] = [];
  const returns = moat.returns;
  if (returns !== undefined) {
    rows.push(
      { label: messages.format('v2.report.returns_median', measure), value: messages.figure(returns.median), period: returns.median.period },
      { label: messages.format('v2.report.returns_range', measure), value: range(returns.min, returns.max), period: returns.median.period },
      { label: messages.format('v2.report.returns_latest', measure), value: messages.figure(returns.latest), period: returns.latest.period },
    );
  }
  if (moat.long !== undefined) {
    const word = labelOf(messages, `v2.report.stability.${moat.long.stability.word}`, 'common.not_available');
    rows.push({ label: messages.format('v2.report.returns_stability', measure), value: word, period: moat.long.period });
  }
  const afterTax = moat.after_tax;
  if (afterTax !== undefined) {
    rows.push({ label: messages.format('v2.report.after_tax_roce'), value: messages.figure(afterTax.roce), period: afterTax.roce.period });
    if (afterTax.roic !== undefined) rows.push({ label: messages.format('v2.report.roic'), value: messages.figure(afterTax.roic) });
    rows.push({ label: messages.format('v2.report.cost_of_capital'), value: messages.figure(afterTax.cost_of_capital, 0) });
  }
  const margin = moat.margin;
  if (margin !== undefined) {
    rows.push({
      label: messages.format('v2.report.margin_median', { measure: margin.measure }),
      value: messages.figure(margin.median),
      period: margin.median.period,
    });
    if (margin.stability !== undefined)
      rows.push({
        label: messages.format('v2.report.margin_stability'),
        value: labelOf(messages, `v2.report.stability.${margin.stability.word}`, 'common.not_available'),
      });
  }
  if (moat.equity_to_assets !== undefined) rows.push({ label: messages.format('v2.report.equity_to_assets'), value: messages.figure(moat.equity_to_assets) });
  const leverage = moat.leverage;
  if (leverage !== undefined)
    rows.push({
      label: messages.format('v2.report.leverage'),
      value: range(leverage.from, leverage.to),
      period: messages.format('v2.report.from_to', { from: leverage.from.period ?? '', to: leverage.to.period ?? '' }),
    });
  const reinvestment = moat.reinvestment;
  if (reinvestment !== undefined)
    rows.push({ label: messages.format('v2.report.capex_to_depreciation'), value: messages.figure(reinvestment.ratio), period: reinvestment.capex.period });
  return rows;
}
