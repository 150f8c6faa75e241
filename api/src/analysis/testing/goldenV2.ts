import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UNITS, type Reason } from 'shared-types/api';
import type * as z from 'zod/mini';
import { runAnalysis, type Analysis } from '../analyse';
import { ARCHETYPES } from './archetypes';

export const GOLDEN_V2_DIR = path.join(__dirname, '..', '__golden__', 'v2');

/** Where a golden v2 part lives: `__golden__/v2/<archetype>.<domain>.json` (same archetypes and date as golden.test.ts). */
export const goldenV2Path = (archetype: string, domain: string): string => path.join(GOLDEN_V2_DIR, `${archetype.replace(/[^a-z0-9]+/g, '-')}.${domain}.json`);

export const GOLDEN_COMPUTED_AT = '2025-07-01T00:00:00.000Z';

/** A string parameter is an id, a fiscal year or span, or a date: never a sentence. */
const ID_LIKE = /^([a-z0-9_]+|FY\d{4}(–FY\d{4})?|\d{4}-\d{2}-\d{2})$/;

const isFigure = (p: unknown): p is { unit: string } => typeof p === 'object' && p !== null && !Array.isArray(p) && 'unit' in p;

/** What is wrong with a reason: a code off the closed list, a unit off UNITS, a parameter that is prose. */
export function reasonProblems(where: string, r: Reason, codes: readonly string[]): string[] {
  const out: string[] = [];
  if (!codes.includes(r.code)) out.push(`${where}: code ${r.code}`);
  for (const [name, p] of Object.entries(r.params ?? {})) {
    if (isFigure(p) && !(UNITS as readonly string[]).includes(p.unit)) out.push(`${where}.${name}: unit ${p.unit}`);
    const strings = typeof p === 'string' ? [p] : Array.isArray(p) ? p : [];
    for (const s of strings) if (!ID_LIKE.test(s)) out.push(`${where}.${name}: '${s}' is not an id`);
  }
  return out;
}

/**
 * One golden v2 part per archetype: byte for byte against `__golden__/v2/<archetype>.<domain>.json`
 * (UPDATE_GOLDEN=1 rewrites them), and each parses with its schema with no problem found.
 */
export function describeGoldenV2<T>(domain: string, build: (a: Analysis) => T, schema: z.ZodMiniType<T>, problems: (v2: T) => string[]): void {
  describe.each(Object.entries(ARCHETYPES))(`golden v2 ${domain}: %s`, (name, make) => {
    const file = goldenV2Path(name, domain);
    const text = `${JSON.stringify(build(runAnalysis(make(), GOLDEN_COMPUTED_AT)), null, 2)}\n`;

    it('matches the reviewed golden file byte for byte', () => {
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
      expect(existsSync(file)).toBe(true);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });

    it('parses with the v2 schema, with ids, codes and units from the closed lists and no sentence', () => {
      const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      expect(parsed.success).toBe(true);
      if (parsed.success) expect(problems(parsed.data)).toEqual([]);
    });
  });
}

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
