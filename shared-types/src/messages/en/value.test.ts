import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { FAT_PITCH_OUTCOMES, FAT_PITCH_TEST_IDS, VALUATION_MODEL_IDS, VALUE_REASON_CODES } from '../../api/v2/value';
import { valueMessages } from './value';

/** Part 3 section 4's English catalogue covers every code and id the v2 value part can carry, in valid ICU. */

const messages: Readonly<Record<string, string>> = valueMessages;

/** Every argument name a message uses, nested ones included. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if ('value' in e && typeof e.value === 'string' && e.type !== 0) out.add(e.value);
    if ('options' in e) for (const option of Object.values(e.options)) argumentsOf(option.value, out);
  }
  return out;
}

describe('Part 3 section 4 English messages', () => {
  it('word every reason code, model, fat-pitch test and outcome', () => {
    const needed = [
      ...VALUE_REASON_CODES,
      ...VALUATION_MODEL_IDS.map((id) => `value.model.${id}.name`),
      ...FAT_PITCH_TEST_IDS.map((id) => `value.fat_pitch.test.${id}.name`),
      ...FAT_PITCH_OUTCOMES.map((id) => `value.fat_pitch.outcome.${id}`),
    ];
    expect(needed.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('parse as ICU MessageFormat, with no ASCII apostrophe (an ICU escape)', () => {
    for (const [code, message] of Object.entries(messages)) {
      expect([code, message.includes("'")]).toEqual([code, false]);
      expect(() => parse(message)).not.toThrow();
    }
  });

  it('name their arguments as the payload does (snake_case, no stray words)', () => {
    for (const [code, message] of Object.entries(messages)) {
      for (const name of argumentsOf(parse(message))) expect([code, name]).toEqual([code, expect.stringMatching(/^[a-z][a-z0-9_]*$/)]);
    }
    // The Greenwald method's message reads the flags and figures its reason carries.
    expect([...argumentsOf(parse(messages['value.maintenance.greenwald'] as string))]).toEqual(
      expect.arrayContaining(['net_block_to_sales', 'sales_change', 'growth_capex', 'capex', 'capex_estimated', 'bound']),
    );
  });
});
