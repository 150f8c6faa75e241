import PDFDocument from 'pdfkit';
import { reportFontFiles } from './reportFonts';
import { type ReportInput } from './reportInput';
import { COLOURS, PAGE, ReportWriter } from './reportWriter';
import { headerSection } from './sections/headerSection';
import { keyFiguresSection } from './sections/keyFiguresSection';
import { lensesSection } from './sections/lensesSection';
import { part1Section, part2Section } from './sections/parts12Section';
import { part3Section } from './sections/part3Section';
import { peersSection } from './sections/peersSection';
import { priceChartSection } from './sections/priceChartSection';
import { part4Section, scoreSection } from './sections/scoreSection';
import { sourcesSection } from './sections/sourcesSection';
import { statementsSection } from './sections/statementsSection';

/** The sections in the order of the company page (docs/premium-report.md). */
const SECTIONS = [
  headerSection,
  keyFiguresSection,
  scoreSection,
  priceChartSection,
  statementsSection,
  part1Section,
  part2Section,
  part3Section,
  part4Section,
  peersSection,
  lensesSection,
  sourcesSection,
] as const;

export interface RenderedReport {
  bytes: Buffer;
  pages: number;
}

/** The report as an A4 PDF with its text selectable, its fonts embedded (subset) and its pages numbered. */
export async function renderReport(input: ReportInput): Promise<RenderedReport> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: input.messages.locale,
    displayTitle: true,
    info: { Title: `${input.name} — ${input.messages.format('pdf.title')}`, Author: 'Conviction', CreationDate: new Date(`${input.date}T00:00:00+05:30`) },
  });
  for (const [name, file] of reportFontFiles()) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const writer = new ReportWriter(doc);
  for (const section of SECTIONS) section(writer, input);
  const pages = numberPages(writer, input);
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), pages };
}

/** 'Page 2 of 7' and the footer line at each page's foot, written once the page count is known. */
function numberPages(writer: ReportWriter, { messages }: ReportInput): number {
  const { doc } = writer;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: no automatic page break while writing there.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.x = writer.left;
    doc.y = PAGE.height - margin + 16;
    writer.write(`${messages.format('pdf.footer')} · ${messages.format('pdf.page', { page: i + 1, pages: range.count })}`, { size: 7.5, color: COLOURS.muted });
    doc.page.margins.bottom = margin;
  }
  return range.count;
}
