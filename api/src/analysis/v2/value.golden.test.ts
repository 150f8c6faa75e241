import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FAT_PITCH_OUTCOMES,
  FAT_PITCH_TEST_IDS,
  OWNER_EARNINGS_OUTCOMES,
  PART3_TITLE,
  VALUATION_MODEL_IDS,
  VALUE_REASON_CODES,
  ValueV2Schema,
  type CompanyDetails,
  type ValueV2,
} from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { renderValueV1 } from '../v1/part3Value';
import { buildValueV2 } from './value';

/**
 * Golden v2 value parts, one per archetype (the archetypes and date of golden.test.ts). Each must
 * parse, carry only closed-list ids and codes (no sentence), and render, read back from the file, to
 * exactly the v1 texts of the golden v1 payload: v1 is served from stored v2 (decision 0005).
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const GOLDEN = path.join(__dirname, '..', '__golden__');
const slug = (name: string): string => name.replace(/[^a-z0-9]+/g, '-');

/** Every string in the part, with where it is; the line names of a reclassified year are imported data, not ours. */
function strings(x: unknown, at: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof x === 'string') out.push([at, x]);
  else if (Array.isArray(x)) x.forEach((y, i) => strings(y, `${at}[${i}]`, out));
  else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) if (k !== 'line') strings(y, `${at}.${k}`, out);
  return out;
}

const CLOSED: Record<string, readonly string[]> = {
  code: VALUE_REASON_CODES,
  id: [...VALUATION_MODEL_IDS, ...FAT_PITCH_TEST_IDS],
  outcome: [...OWNER_EARNINGS_OUTCOMES, ...FAT_PITCH_OUTCOMES],
};

describe.each(Object.entries(ARCHETYPES))('golden v2 value part: %s', (name, make) => {
  const file = path.join(GOLDEN, 'v2', `${slug(name)}.value.json`);
  const value = buildValueV2(runAnalysis(make(), COMPUTED_AT));
  const stored = (): ValueV2 => JSON.parse(readFileSync(file, 'utf8')) as ValueV2;

  it('matches the reviewed golden file byte for byte', () => {
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
    }
    expect(`${JSON.stringify(value, null, 2)}\n`).toBe(readFileSync(file, 'utf8'));
  });

  it('parses, and holds ids, codes and periods only: no sentence', () => {
    expect(ValueV2Schema.safeParse(stored()).success).toBe(true);
    for (const [at, s] of strings(stored(), 'value', [])) {
      const key =
        at
          .replace(/\[\d+\]/g, '')
          .split('.')
          .at(-1) ?? '';
      if (key in CLOSED) expect([at, CLOSED[key]?.includes(s)]).toEqual([at, true]);
      // Ids, periods ('FY2021–FY2025', '2025-07-15') and enum values: never a space.
      else expect([at, s]).toEqual([at, expect.stringMatching(/^[\w.–-]+$/)]);
    }
  });

  it('renders, read back from the file, exactly the golden v1 texts', () => {
    const v1 = JSON.parse(readFileSync(path.join(GOLDEN, `${slug(name)}.json`), 'utf8')) as CompanyDetails;
    const section = v1[PART3_TITLE]["4. Owner's Earnings and Margin of Safety"];
    const rendered = renderValueV1(stored());
    // A kind the engine has no model for says 'Not assessed' in Part 3 (part3Report.ts), not these texts.
    expect(rendered.analysis).toBe(section["Owner's Earnings and Margin of Safety Analysis"]);
    expect(rendered.fatPitch).toBe(section['Fat Pitch Analysis']);
  });
});
