import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOLD_REASON_CODES, HOLD_SCENARIO_IDS, HoldSchema, type Hold } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { buildHoldV2 } from './hold';

/**
 * Golden v2 hold parts, one per archetype (same archetypes and date as golden.test.ts). A change
 * shows as a diff to review; UPDATE_GOLDEN=1 rewrites. Each must parse, use only the closed code
 * and id lists, and carry no words: every string is an id, a period or a date.
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const dir = path.join(__dirname, '..', '__golden__', 'v2');
const goldenPath = (name: string): string => path.join(dir, `${name.replace(/[^a-z0-9]+/g, '-')}.hold.json`);

/** An id ('eps_cagr', 'bonus'), a period ('FY2025', 'FY2020–FY2025', 'TTM to Sep 2026') or a date. */
const NOT_WORDS = /^([a-z0-9_.]+|FY\d{4}(–FY\d{4})?|TTM to [A-Z][a-z]{2} \d{4}|\d{4}-\d{2}-\d{2})$/;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const x of value) strings(x, out);
  else if (value !== null && typeof value === 'object') for (const x of Object.values(value)) strings(x, out);
  return out;
}

function codes(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const x of value) codes(x, out);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.code === 'string') out.push(record.code);
    for (const x of Object.values(record)) codes(x, out);
  }
  return out;
}

describe.each(Object.entries(ARCHETYPES))('golden v2 hold: %s', (name, make) => {
  const file = goldenPath(name);
  const hold = buildHoldV2(runAnalysis(make(), COMPUTED_AT));
  const text = `${JSON.stringify(hold, null, 2)}\n`;

  it('matches the reviewed golden file byte for byte', () => {
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
      if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`no golden file ${file}: write it with UPDATE_GOLDEN=1`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, text);
    }
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it('parses, and uses only known codes and ids and no words', () => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Hold;
    expect(HoldSchema.safeParse(stored).success).toBe(true);
    expect(codes(stored).filter((c) => !(HOLD_REASON_CODES as readonly string[]).includes(c))).toEqual([]);
    expect((stored.scenarios ?? []).map((s) => s.id).filter((id) => !(HOLD_SCENARIO_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(strings(stored).filter((s) => !NOT_WORDS.test(s))).toEqual([]);
  });
});
