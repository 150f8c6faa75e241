import PDFDocument from 'pdfkit';
import { fontFor, reportFontFiles } from './reportFonts';
import { ReportWriter } from './reportWriter';

/** A writer over a real PDFKit document with the report's fonts, recording where each run is set. */
function writerWithCalls() {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: true });
  for (const [name, file] of reportFontFiles()) doc.registerFont(name, file);
  const calls: { text: string; x: number | undefined }[] = [];
  const text = doc.text.bind(doc);
  jest.spyOn(doc, 'text').mockImplementation(((value: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) => {
    calls.push({ text: value, x: typeof x === 'number' ? x : undefined });
    return typeof x === 'number' ? text(value, x, y, options) : text(value, x as PDFKit.Mixins.TextOptions | undefined);
  }) as typeof doc.text);
  return { doc, writer: new ReportWriter(doc), calls };
}

describe('right-aligned text in two fonts', () => {
  it('sets ₹ and the figure side by side, ending at the column’s right edge', () => {
    const { doc, writer, calls } = writerWithCalls();
    doc.x = 100;
    writer.write('₹99.47', { size: 8, width: 60, align: 'right' });
    expect(calls.map((call) => call.text)).toEqual(['₹', '99.47']);
    const [rupeeX, figureX] = calls.map((call) => call.x ?? Number.NaN) as [number, number];
    const rupeeWidth = doc.font(fontFor('deva', false)).fontSize(8).widthOfString('₹');
    const figureWidth = doc.font(fontFor('latin', false)).fontSize(8).widthOfString('99.47');
    // One after the other, not overprinted, and flush right.
    expect(figureX).toBeCloseTo(rupeeX + rupeeWidth, 5);
    expect(figureX + figureWidth).toBeCloseTo(160, 5);
  });

  it('falls back to left-aligned, wrapped text when the runs do not fit on one line', () => {
    const { doc, writer, calls } = writerWithCalls();
    doc.x = 100;
    writer.write('Operating profit (₹ crore)', { size: 9.5, width: 60, align: 'right' });
    // PDFKit's own wrapping, from the column's left edge.
    expect(calls[0]).toEqual({ text: 'Operating profit (', x: 100 });
  });
});
