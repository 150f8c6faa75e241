import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BSE_CLASSIFICATION_LEVELS, META_REASON_CODES, MetaV2Schema, TTM_FIGURE_IDS } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { metaRichCase } from '../testing/metaCases';
import { type CompanyFacts } from '../types';
import { buildMetaV2 } from './meta';

/**
 * Golden v2 meta per archetype (the archetypes and date of golden.test.ts), and one case with
 * quarters, noted sources and a BSE classification: any change to the data shows here as a diff
 * to review; UPDATE_GOLDEN=1 rewrites. Each must parse as MetaV2 with codes from the closed list
 * and no sentence: the only free text allowed is data (an exchange's sector and industry
 * labels, BSE's industry name, a source's own name) (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const dir = path.join(__dirname, '..', '__golden__', 'v2');
const goldenPath = (name: string): string => path.join(dir, `${name.replace(/[^a-z0-9]+/g, '-')}.meta.json`);

/** Names that are the exchange's or the source's own, not our words. */
const DATA = new Set(['sector', 'industry', 'name']);
const CLOSED: Readonly<Record<string, readonly string[]>> = { code: META_REASON_CODES, figures: TTM_FIGURE_IDS, level: BSE_CLASSIFICATION_LEVELS };
/** An id, a code, a symbol, a period ('FY2016–FY2025', 'TTM to Sep 2026') or a date. */
const NOT_WORDS = /^([A-Za-z0-9_.]+|FY\d{4}(–FY\d{4})?|TTM to [A-Z][a-z]{2} \d{4}|\d{4}-\d{2}-\d{2})$/;

/** Every string in the payload that breaks the rules, with where it is. */
function problems(value: unknown, where = '', key = ''): string[] {
  if (typeof value === 'string') {
    if (DATA.has(key)) return [];
    const closed = CLOSED[key];
    if (closed !== undefined && !closed.includes(value)) return [`${where}: '${value}' is not in the closed list`];
    return NOT_WORDS.test(value) ? [] : [`${where}: '${value}' reads like text`];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => problems(item, `${where}[${i}]`, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => problems(v, `${where}.${k}`, k));
  return [];
}

const CASES: ReadonlyArray<[string, () => CompanyFacts, string]> = [
  ...Object.entries(ARCHETYPES).map(([name, make]): [string, () => CompanyFacts, string] => [name, make, COMPUTED_AT]),
  ['ttm and noted sources', metaRichCase, '2026-05-01T00:00:00.000Z'],
  // A close from before the latest statements, analysed months later: stale both ways.
  ['stale price', () => ({ ...metaRichCase(), prices: [{ price: 1_500, asOf: '2024-11-29', source: 'bhavcopy' }], quarters: [] }), '2025-07-15T00:00:00.000Z'],
];

describe.each(CASES)('golden v2 meta: %s', (name, make, computedAt) => {
  const file = goldenPath(name);
  const facts = make();
  const text = `${JSON.stringify(buildMetaV2(runAnalysis(facts, computedAt), facts.sources), null, 2)}\n`;

  it('matches the reviewed golden file byte for byte', () => {
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, text);
    }
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it('is valid v2 with codes from the closed list and no sentence', () => {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(MetaV2Schema.safeParse(stored).success).toBe(true);
    // A test fixture's own name is the one free text an archetype carries.
    expect(problems(stored)).toEqual([]);
  });
});

describe('the no-sentence check', () => {
  it('catches a sentence, a code outside the list and an unknown TTM figure', () => {
    const bad = { ttm: { figures: ['net profit'], notes: [{ code: 'ttm.nope', params: { period: 'the last four quarters' } }] } };
    expect(problems(bad)).toEqual([
      ".ttm.figures[0]: 'net profit' is not in the closed list",
      ".ttm.notes[0].code: 'ttm.nope' is not in the closed list",
      ".ttm.notes[0].params.period: 'the last four quarters' reads like text",
    ]);
  });
});
