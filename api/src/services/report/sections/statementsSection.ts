import { type ReportWriter } from '../reportWriter';
import { reportNumber, type ReportInput } from '../reportInput';

/** How many of the latest fiscal years the summary shows. */
export const SUMMARY_YEARS = 6;

/** Sales, operating profit, net profit and EPS of the last fiscal years, from the statements the page shows. */
export function statementsSection(w: ReportWriter, { annual, messages }: ReportInput): void {
  w.heading(messages.format('pdf.statements_summary'), 2);
  const years = annual.slice(-SUMMARY_YEARS);
  if (years.length === 0) {
    w.paragraph(messages.format('pdf.no_statements'));
    return;
  }
  const n = (value: number | null, decimals = 0) => reportNumber(messages, value, decimals);
  w.table(
    [
      messages.format('pdf.year'),
      messages.format('pdf.sales'),
      messages.format('pdf.operating_profit'),
      messages.format('pdf.net_profit'),
      messages.format('pdf.eps'),
    ],
    years.map((y) => [y.period, n(y.sales), n(y.operatingProfit), n(y.netProfit), n(y.eps, 2)]),
    [0.16, 0.21, 0.23, 0.21, 0.19],
  );
}
