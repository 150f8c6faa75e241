import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Helpers of the golden v2 part tests (v2/*.golden.test.ts): one reviewed JSON file per archetype and part. */

export const GOLDEN_V2_DIR = path.join(__dirname, '..', '__golden__', 'v2');

/** `__golden__/v2/<archetype>.<part>.json`. */
export const goldenV2Path = (archetype: string, part: string): string => path.join(GOLDEN_V2_DIR, `${archetype.replace(/[^a-z0-9]+/g, '-')}.${part}.json`);

/** An id ('eps_cagr', 'bonus'), a period ('FY2025', 'FY2020–FY2025', 'TTM to Sep 2026') or a date: never words. */
export const NOT_WORDS = /^([a-z0-9_.]+|FY\d{4}(–FY\d{4})?|TTM to [A-Z][a-z]{2} \d{4}|\d{4}-\d{2}-\d{2})$/;

/** The part as its golden file holds it; UPDATE_GOLDEN=1 writes it, a missing file fails. */
export function goldenV2Text(file: string, part: unknown): { text: string; golden: string } {
  const text = `${JSON.stringify(part, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`no golden file ${file}: write it with UPDATE_GOLDEN=1`);
    mkdirSync(GOLDEN_V2_DIR, { recursive: true });
    writeFileSync(file, text);
  }
  return { text, golden: readFileSync(file, 'utf8') };
}

/** Every string value in a part. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const x of value) stringsIn(x, out);
  else if (value !== null && typeof value === 'object') for (const x of Object.values(value)) stringsIn(x, out);
  return out;
}

/** Every reason code in a part. */
export function codesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const x of value) codesIn(x, out);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.code === 'string') out.push(record.code);
    for (const x of Object.values(record)) codesIn(x, out);
  }
  return out;
}
