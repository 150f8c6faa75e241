import { type ReportWriter } from '../reportWriter';
import { reportNumber, type ReportInput } from '../reportInput';

/** The peer table: the company and its peers by market cap, P/E, P/B, return on capital and score. */
export function peersSection(w: ReportWriter, { peers, name, messages }: ReportInput): void {
  w.heading(messages.format('heading.peer_comparison'), 2);
  if (peers === null || peers.peers.length === 0) {
    w.paragraph(messages.format('view.empty.peers'));
    return;
  }
  w.paragraph(messages.format('pdf.peer_group', { group: peers.group_name, count: peers.peers.length }));
  const n = (value: number | null, decimals = 1) => reportNumber(messages, value, decimals);
  const rows = [{ name, metrics: peers.company.metrics }, ...peers.peers].map(({ name: rowName, metrics }) => [
    rowName,
    n(metrics.market_cap_crore, 0),
    n(metrics.pe),
    n(metrics.pb),
    metrics.return_on_capital === null ? n(null) : messages.figure({ value: metrics.return_on_capital, unit: 'fraction' }),
    n(metrics.score, 0),
  ]);
  w.table(
    [
      messages.format('pdf.company'),
      messages.format('pdf.market_cap'),
      messages.format('pdf.pe'),
      messages.format('pdf.pb'),
      messages.format('pdf.return_on_capital'),
      messages.format('pdf.score'),
    ],
    rows,
    [0.34, 0.16, 0.11, 0.11, 0.16, 0.12],
  );
}
