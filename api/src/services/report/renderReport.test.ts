import { readFileSync } from 'node:fs';
import { ResearchV2Schema, type PricePoint, type ResearchV2 } from 'shared-types/api';
import { loadMessages } from 'shared-types/messages';
import { goldenV2Path } from '../../analysis/testing/goldenV2';
import { renderReport } from './renderReport';
import { textRuns } from './reportFonts';
import { type ReportInput } from './reportInput';
import { scoreLine } from './sections/scoreSection';
import { chartPath, thinPrices } from './sections/priceChartSection';
import { sourceName } from './sections/sourcesSection';
import { pdfText } from './testing/pdfText';
import { woffToSfnt } from './woffToSfnt';

const golden = (archetype: string): ResearchV2 =>
  Object.fromEntries(
    Object.keys(ResearchV2Schema.shape).map((part) => [part, JSON.parse(readFileSync(goldenV2Path(archetype, part), 'utf8')) as unknown]),
  ) as ResearchV2;

const prices: PricePoint[] = Array.from({ length: 900 }, (_, i) => ({
  date: new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  close: 100 + 20 * Math.sin(i / 40) + i / 10,
  kind: 'close',
}));

async function input(archetype: string, lang: 'en' | 'hi'): Promise<ReportInput> {
  return {
    research: golden(archetype),
    name: golden(archetype).company.name,
    key: 'STEADY',
    date: '2026-11-29',
    prices,
    annual: [
      { period: 'FY2025', sales: 1200, operatingProfit: 240, netProfit: 150, eps: 12.5 },
      { period: 'FY2026', sales: 1380, operatingProfit: 281, netProfit: 176, eps: 14.66 },
    ],
    peers: null,
    messages: await loadMessages(lang),
  };
}

describe('report layout pieces', () => {
  it('sets Hindi letters and ₹ in the Devanagari font, Latin letters and digits in the Latin one', () => {
    expect(textRuns('भाव: ₹287.74 (FY2026)')).toEqual([
      { text: 'भाव', script: 'deva' },
      { text: ': ', script: 'latin' },
      { text: '₹', script: 'deva' },
      { text: '287.74 (FY2026)', script: 'latin' },
    ]);
    expect(textRuns('मुख्य आँकड़े')).toEqual([{ text: 'मुख्य आँकड़े', script: 'deva' }]);
  });

  it('unpacks the WOFF fonts once into the TrueType files they wrap, and refuses anything else', () => {
    const woff = readFileSync(require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour WOFF wraps
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // as many tables
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // WOFF's totalSfntSize
    expect(() => woffToSfnt(Buffer.from('OTTO and more'))).toThrow('Not a WOFF 1.0 font');
  });

  it('thins a long price history to at most 400 closes, keeping the last, and draws it inside its box', () => {
    const thinned = thinPrices(prices);
    expect(thinned.length).toBeLessThanOrEqual(401);
    expect(thinned[thinned.length - 1]).toBe(prices[prices.length - 1]);
    const box = { x: 10, y: 20, width: 300, height: 100 };
    const path = chartPath(thinned, box);
    expect(path[0]!.x).toBe(10);
    expect(path[path.length - 1]!.x).toBeCloseTo(310);
    expect(Math.min(...path.map((p) => p.y))).toBeCloseTo(20);
    expect(Math.max(...path.map((p) => p.y))).toBeCloseTo(120);
  });

  it('names a Screener export by its words and basis, as the page does, never the catalogue’s fallback', async () => {
    const messages = await loadMessages('en');
    expect(sourceName(messages, { kind: 'screener', basis: 'consolidated', as_of: '2026-03-31' } as never)).toBe(
      'Annual consolidated statements from a Screener.in export, in ₹ crore, with its year-end and current share prices.',
    );
    expect(sourceName(messages, { kind: 'screener', as_of: '2026-03-31' } as never)).toMatch(/^Annual statements from a Screener\.in export.*not recorded/);
    expect(sourceName(messages, { kind: 'bse_list', name: 'A hand-made list' } as never)).toBe('A hand-made list');
    expect(sourceName(messages, { kind: 'satellite' } as never)).toBe('satellite');
  });

  it('says the score and its band, or Not rated and why', async () => {
    const en = await loadMessages('en');
    const rated = golden('steady-compounder');
    expect(scoreLine(en, rated)).toBe(`Score ${rated.summary.score}/100 (${en.format(`score.band.${rated.summary.band}`)})`);
    expect(scoreLine(en, golden('no-statements'))).toBe('Not rated — no financial statements imported yet');
  });
});

describe('renderReport', () => {
  it('draws an A4 PDF whose text has the company name, the score and the date', async () => {
    const report = await renderReport(await input('steady-compounder', 'en'));
    expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(report.bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { totalPages, text } = await pdfText(report.bytes);
    expect(totalPages).toBe(report.pages);
    expect(report.pages).toBeGreaterThan(2);
    const research = golden('steady-compounder');
    expect(text[0]).toContain(research.company.name);
    expect(text[0]).toContain(`Score ${research.summary.score}/100`);
    expect(text[0]).toContain('STEADY · 2026-11-29 · engine');
    expect(text[0]).toContain('Statements summary');
    expect(text.join('\n')).toContain('Part 4: Investment Score');
  });

  it('renders a Hindi report whose headings extract back as Hindi', async () => {
    const { bytes } = await renderReport(await input('steady-compounder', 'hi'));
    const { text } = await pdfText(bytes);
    // Checked against what pdf.js returns: words without a vowel sign before their consonant
    // extract in reading order (one with ि comes back reordered, so none is asserted here).
    expect(text[0]).toContain('भाव, 2023-01-01 से');
    expect(text[0]).toContain('सारांश');
    expect(text.join('\n')).toContain('भाग 1:');
    expect(text.join('\n')).toContain('पृष्ठ 1 / ');
  });
});
