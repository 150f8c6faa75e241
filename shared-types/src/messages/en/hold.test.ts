import { parse } from '@formatjs/icu-messageformat-parser';
import { HOLD_REASON_CODES, HOLD_SCENARIO_IDS } from '../../api/v2/hold';
import { holdMessages } from './hold';

/** Every hold code and id has an English message, and every message is valid ICU MessageFormat. */

const messages: Readonly<Record<string, string>> = holdMessages;

describe('English hold messages', () => {
  it('word every reason code', () => {
    expect(HOLD_REASON_CODES.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('name every case', () => {
    const ids = HOLD_SCENARIO_IDS.map((id) => `hold.scenario.${id}.name`);
    expect(ids.filter((id) => messages[id] === undefined)).toEqual([]);
  });

  it('keep the spec’d v1 titles word for word', () => {
    expect(messages['hold.irr.title']).toBe('IRR Projections');
    expect(messages['hold.scenarios.title']).toBe('5. 3-10 Year Hold Scenarios');
    expect(messages['hold.scenario.base.name']).toBe('Base Case');
  });

  it.each(Object.entries(messages))('%s parses as ICU MessageFormat, with no ASCII apostrophe', (_id, message) => {
    expect(() => parse(message)).not.toThrow();
    expect(message).not.toContain("'");
  });
});
