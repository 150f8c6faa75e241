import { readFileSync } from 'node:fs';
import path from 'node:path';
import { woffToSfnt } from './woffToSfnt';

/**
 * The fonts embedded in a report (docs/premium-report.md, 'The font'): Noto Sans Devanagari from
 * @fontsource, whose files are split by script. The Devanagari file has the Hindi letters and ₹
 * but no Latin letters or digits; the Latin file has those. Each run of text is set in the file
 * that has its characters, so Hindi headings, figures and ₹ all render and extract as text.
 */
export const REPORT_FONTS = {
  latin: 'NotoLatin',
  latinBold: 'NotoLatinBold',
  deva: 'NotoDeva',
  devaBold: 'NotoDevaBold',
} as const;

type FontName = (typeof REPORT_FONTS)[keyof typeof REPORT_FONTS];

const FILES: Readonly<Record<FontName, string>> = {
  NotoLatin: 'noto-sans-devanagari-latin-400-normal.woff',
  NotoLatinBold: 'noto-sans-devanagari-latin-700-normal.woff',
  NotoDeva: 'noto-sans-devanagari-devanagari-400-normal.woff',
  NotoDevaBold: 'noto-sans-devanagari-devanagari-700-normal.woff',
};

let loaded: ReadonlyMap<FontName, Buffer> | undefined;

/** The font files, read and unpacked once per process (about 300 kB). */
export function reportFontFiles(): ReadonlyMap<FontName, Buffer> {
  if (loaded) return loaded;
  const folder = path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');
  loaded = new Map(Object.entries(FILES).map(([name, file]) => [name as FontName, woffToSfnt(readFileSync(path.join(folder, file)))]));
  return loaded;
}

/** Devanagari with its marks and dandas, the joiners, the dotted circle and ₹: what the Devanagari file carries. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}|[\u20B9\u25CC]|\u200C|\u200D/u;

export interface TextRun {
  text: string;
  script: 'latin' | 'deva';
}

/**
 * Splits text into runs of one script. A space stays with the run it is in, so a Hindi phrase is
 * one run and shaped whole (its conjuncts and vowel signs need the neighbouring letters).
 */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const script = char === ' ' && runs.length > 0 ? runs[runs.length - 1]!.script : DEVANAGARI.test(char) ? 'deva' : 'latin';
    const last = runs[runs.length - 1];
    if (last?.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

export function fontFor(script: TextRun['script'], bold: boolean): FontName {
  if (script === 'deva') return bold ? REPORT_FONTS.devaBold : REPORT_FONTS.deva;
  return bold ? REPORT_FONTS.latinBold : REPORT_FONTS.latin;
}
