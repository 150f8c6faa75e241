import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UNITS, type Reason } from 'shared-types/api';
import type * as z from 'zod/mini';
import { runAnalysis, type Analysis } from '../analyse';
import { ARCHETYPES } from './archetypes';

/** Where a golden v2 part lives: `__golden__/v2/<archetype>.<domain>.json` (same archetypes and date as golden.test.ts). */
export const goldenV2Path = (archetype: string, domain: string): string =>
  path.join(__dirname, '..', '__golden__', 'v2', `${archetype.replace(/[^a-z0-9]+/g, '-')}.${domain}.json`);

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
