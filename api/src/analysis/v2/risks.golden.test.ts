import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RISK_FACTOR_IDS, RISK_OUTCOMES, RISK_REASON_CODES, RisksSchema, UNITS, type Figure, type RisksV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { buildRisksV2 } from './risks';

/**
 * Golden v2 Part 2 per archetype (same archetypes and date as golden.test.ts): any change to a
 * factor, figure or code shows up as a diff to review. UPDATE_GOLDEN=1 rewrites them.
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const goldenPath = (name: string): string => path.join(__dirname, '..', '__golden__', 'v2', `${name.replace(/[^a-z0-9]+/g, '-')}.risks.json`);

/** A parameter that is an id, a fiscal year or a date, never a sentence. */
const ID_LIKE = /^([a-z0-9_]+|FY\d{4}|\d{4}-\d{2}-\d{2})$/;

function problems(v2: RisksV2): string[] {
  const out: string[] = [];
  const figureProblem = (where: string, f: Figure): void => {
    if (!(UNITS as readonly string[]).includes(f.unit)) out.push(`${where}: unit ${f.unit}`);
  };
  for (const f of v2.factors) {
    if (!(RISK_FACTOR_IDS as readonly string[]).includes(f.id)) out.push(`id ${f.id}`);
    if (!(RISK_OUTCOMES as readonly string[]).includes(f.outcome)) out.push(`${f.id}: outcome ${f.outcome}`);
    if (!(RISK_REASON_CODES as readonly string[]).includes(f.reason.code) || f.reason.code === 'risk.not_assessed') out.push(`${f.id}: code ${f.reason.code}`);
    for (const [k, fig] of Object.entries(f.figures ?? {})) figureProblem(`${f.id}.${k}`, fig);
    for (const [k, p] of Object.entries(f.reason.params ?? {})) {
      const strings = typeof p === 'string' ? [p] : Array.isArray(p) ? p : [];
      for (const s of strings) if (!ID_LIKE.test(s)) out.push(`${f.id}.${k}: '${s}' is not an id`);
    }
  }
  return out;
}

describe.each(Object.entries(ARCHETYPES))('golden v2 risks: %s', (name, make) => {
  const file = goldenPath(name);
  const v2 = buildRisksV2(runAnalysis(make(), COMPUTED_AT));
  const text = `${JSON.stringify(v2, null, 2)}\n`;

  it('matches the reviewed golden file byte for byte', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
    expect(existsSync(file)).toBe(true);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it('parses with the v2 schema, with ids, outcomes, codes and units from the closed lists and no sentence', () => {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const parsed = RisksSchema.safeParse(stored);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(problems(parsed.data)).toEqual([]);
  });
});

describe('the golden check itself', () => {
  it('catches a sentence, an unknown id and a catch-all code', () => {
    const bad: RisksV2 = {
      factors: [{ id: 'vibes', outcome: 'flag', reason: { code: 'risk.not_assessed', params: { why: 'Borrowings exceed net worth.' } } }],
      level: null,
      assessed: 0,
      applicable: 0,
    };
    expect(problems(bad)).toEqual(['id vibes', 'vibes: code risk.not_assessed', "vibes.why: 'Borrowings exceed net worth.' is not an id"]);
  });
});
