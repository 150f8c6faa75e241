import { type ReportWriter } from '../reportWriter';
import { reportNumber, type ReportInput } from '../reportInput';

/** Price, market cap, P/E, P/B, dividend yield and the 52-week range, as the page's key figures card. */
export function keyFiguresSection(w: ReportWriter, { research, messages }: ReportInput): void {
  const market = research.key_figures.market;
  const n = (value: number | undefined, decimals = 0) => reportNumber(messages, value, decimals);
  w.heading(messages.format('pdf.key_figures'), 2);
  const price = research.summary.price;
  const lines: [string, string][] = [
    [messages.format('pdf.price'), price === undefined ? n(undefined) : `${messages.figure(price)}${price.period === undefined ? '' : ` (${price.period})`}`],
    [
      messages.format('pdf.market_cap'),
      market?.market_cap_crore === undefined ? n(undefined) : messages.figure({ value: market.market_cap_crore, unit: 'inr_crore' }),
    ],
    [messages.format('pdf.pe'), n(market?.pe, 1)],
    [messages.format('pdf.pb'), n(market?.pb, 1)],
    [
      messages.format('pdf.dividend_yield'),
      market?.dividend_yield === undefined ? n(undefined) : messages.figure({ value: market.dividend_yield, unit: 'fraction' }),
    ],
  ];
  const range = market?.week_range;
  if (range !== undefined) lines.push([messages.format('pdf.week_range'), `₹${n(range.low, 2)} – ₹${n(range.high, 2)} (${range.as_of})`]);
  for (const [label, value] of lines) w.labelled(label, value);
}
