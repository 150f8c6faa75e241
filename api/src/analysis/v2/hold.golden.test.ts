import { readFileSync } from 'node:fs';
import { HOLD_REASON_CODES, HOLD_SCENARIO_IDS, HoldSchema, type Hold } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { NOT_WORDS, codesIn, goldenV2Path, goldenV2Text, stringsIn } from '../testing/goldenV2';
import { buildHoldV2 } from './hold';

/**
 * Golden v2 hold parts, one per archetype (same archetypes and date as golden.test.ts). A change
 * shows as a diff to review; UPDATE_GOLDEN=1 rewrites. Each must parse, use only the closed code
 * and id lists, and carry no words: every string is an id, a period or a date.
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';

describe.each(Object.entries(ARCHETYPES))('golden v2 hold: %s', (name, make) => {
  const file = goldenV2Path(name, 'hold');
  const hold = buildHoldV2(runAnalysis(make(), COMPUTED_AT));

  it('matches the reviewed golden file byte for byte', () => {
    const { text, golden } = goldenV2Text(file, hold);
    expect(text).toBe(golden);
  });

  it('parses, and uses only known codes and ids and no words', () => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Hold;
    expect(HoldSchema.safeParse(stored).success).toBe(true);
    expect(codesIn(stored).filter((c) => !(HOLD_REASON_CODES as readonly string[]).includes(c))).toEqual([]);
    expect((stored.scenarios ?? []).map((s) => s.id).filter((id) => !(HOLD_SCENARIO_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(stringsIn(stored).filter((s) => !NOT_WORDS.test(s))).toEqual([]);
  });
});
