import { type PricePoint } from 'shared-types/api';
import { COLOURS, type ReportWriter } from '../reportWriter';
import { reportNumber, type ReportInput } from '../reportInput';

const CHART_HEIGHT = 150;
/** Enough points for a smooth line on a page, few enough to keep the file small. */
const MAX_POINTS = 400;

/** Every n-th close, the last always kept: the line's shape without thousands of segments. */
export function thinPrices(points: readonly PricePoint[], max = MAX_POINTS): PricePoint[] {
  if (points.length <= max) return [...points];
  const step = Math.ceil(points.length / max);
  const thinned = points.filter((_, i) => i % step === 0);
  if (thinned[thinned.length - 1] !== points[points.length - 1]) thinned.push(points[points.length - 1]!);
  return thinned;
}

/** Where each close falls in a box: x by position in time order, y from the lowest to the highest close. */
export function chartPath(points: readonly PricePoint[], box: { x: number; y: number; width: number; height: number }): { x: number; y: number }[] {
  const closes = points.map((p) => p.close);
  const low = Math.min(...closes);
  const span = Math.max(...closes) - low || 1;
  const stepX = points.length > 1 ? box.width / (points.length - 1) : 0;
  return points.map((p, i) => ({ x: box.x + i * stepX, y: box.y + box.height - ((p.close - low) / span) * box.height }));
}

/** The stored closes as a vector line, with the lowest and highest close and the first and last date. */
export function priceChartSection(w: ReportWriter, { prices, messages }: ReportInput): void {
  const points = thinPrices(prices);
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) {
    w.heading(messages.format('section.price'), 2);
    w.paragraph(messages.format('pdf.no_prices'));
    return;
  }
  w.ensureSpace(CHART_HEIGHT + 70);
  w.heading(messages.format('pdf.price_chart', { from: first.date, to: last.date }), 2);
  const labelWidth = 56;
  const box = { x: w.left + labelWidth, y: w.doc.y + 4, width: w.width - labelWidth, height: CHART_HEIGHT };
  const doc = w.doc;
  doc.save().lineWidth(0.5).strokeColor(COLOURS.rule).rect(box.x, box.y, box.width, box.height).stroke();
  const path = chartPath(points, box);
  doc.lineWidth(1).strokeColor(COLOURS.accent).moveTo(path[0]!.x, path[0]!.y);
  for (const p of path.slice(1)) doc.lineTo(p.x, p.y);
  doc.stroke().restore();
  const closes = points.map((p) => p.close);
  const label = (value: number, y: number) => {
    doc.x = w.left;
    doc.y = y;
    w.write(`₹${reportNumber(messages, value, 2)}`, { size: 8, color: COLOURS.muted, width: labelWidth - 6, align: 'right' });
  };
  label(Math.max(...closes), box.y - 4);
  label(Math.min(...closes), box.y + box.height - 8);
  doc.x = w.left;
  doc.y = box.y + box.height + 12;
}
