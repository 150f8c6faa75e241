import type { GovernanceV2 } from 'shared-types/api';
import type { MessageId, Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Subsection } from '../../shared/Subsection';
import { Sentences, WordChip, Worded, type ChipWord } from './Chip';
import { PartTable } from './PartTable';
import chips from './chips.module.css';
import { changeWords, delivered, fySpan, lastFiveYears, metricName } from './guidanceWords';

const OUTCOME: Readonly<Record<string, ChipWord>> = {
  delivered: { id: 'v2.governance.outcome.delivered', tone: 'good' },
  missed: { id: 'v2.governance.outcome.missed', tone: 'bad' },
};

const COLUMNS: readonly MessageId[] = [
  'v2.governance.forecast.year',
  'v2.governance.forecast.metric',
  'v2.governance.forecast.guided',
  'v2.governance.forecast.actual',
  'v2.governance.forecast.accuracy',
  'v2.governance.forecast.outcome',
];

/** What the statements show beside the guidance: first and last sales and profit, and the yearly changes. */
function recordSentences(record: GovernanceV2['record'], messages: Messages): string[] {
  if (record === undefined) return [messages.format('record.none')];
  const [salesFirst, salesLast] = [record.sales?.[0], record.sales?.[record.sales.length - 1]];
  const [profitFirst, profitLast] = [record.net_profit?.[0], record.net_profit?.[record.net_profit.length - 1]];
  const lines =
    salesFirst !== undefined && salesLast !== undefined && profitFirst !== undefined && profitLast !== undefined && record.sales?.length !== 1
      ? [
          messages.format('record.movement', {
            period: record.period,
            sales_first: salesFirst,
            sales_first_fy: salesFirst.period ?? null,
            sales_last: salesLast,
            sales_last_fy: salesLast.period ?? null,
            profit_first: profitFirst,
            profit_first_fy: profitFirst.period ?? null,
            profit_last: profitLast,
            profit_last_fy: profitLast.period ?? null,
          }),
        ]
      : [messages.format('record.no_trend', { period: record.period })];
  const byYear = (title: MessageId, changes: typeof record.sales_growth, of: 'sales' | 'profit'): string[] =>
    changes === undefined || changes.length === 0
      ? []
      : [
          `${messages.format(title)}: ${changes.map((c) => messages.format('v2.governance.in_year', { fy: c.fy, text: changeWords(c, of, messages) })).join(', ')}`,
        ];
  return [...lines, ...byYear('record.sales_growth', record.sales_growth, 'sales'), ...byYear('record.profit_growth', record.profit_growth, 'profit')];
}

/**
 * '1. Future Forecast vs. Actuals (Past 5 Years)': each guided figure of the last five years
 * against what was delivered, met or missed as a chip; the summary and the record of the
 * statements are sentences under the working.
 */
export function ForecastSection({ governance, workingId, open }: { governance: GovernanceV2; workingId: string; open: boolean }) {
  const words = useWords();
  const messages = useMessages();
  const window = lastFiveYears(governance.guidance.comparisons);
  const summary =
    window.length === 0
      ? []
      : [messages.format('guidance.forecast.summary', { period: fySpan(window).period, figures: window.length, hits: delivered(window).hits })];
  return (
    <Subsection title={words('view.part_1.forecast')}>
      {window.length === 0 ? (
        <p className={chips.muted}>
          <Worded text={words('guidance.forecast.none')} />
        </p>
      ) : (
        <PartTable caption="v2.governance.forecast.caption" columns={COLUMNS}>
          {window.map((c, index) => (
            <tr key={index}>
              <th scope="row">{c.fy}</th>
              <td>{metricName(c.metric, messages)}</td>
              <td>{messages.figure(c.guided)}</td>
              <td>{messages.figure(c.actual)}</td>
              <td>{words('v2.governance.accuracy', { accuracy: c.accuracy })}</td>
              <td>
                <WordChip words={OUTCOME} value={c.outcome} fallback="v2.governance.outcome.other" />
              </td>
            </tr>
          ))}
        </PartTable>
      )}
      <Sentences id={workingId} open={open} sentences={[...summary, ...recordSentences(governance.record, messages)]} />
    </Subsection>
  );
}
