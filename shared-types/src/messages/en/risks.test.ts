import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { BENEISH_INPUT_IDS, RISK_FACTOR_IDS, RISK_FACTOR_V1_NAMES, RISK_LEVEL_IDS, RISK_OUTCOMES, RISK_REASON_CODES } from '../../api/v2/risks';
import { risksMessages } from './risks';

/** Every Part 2 id and code has an English message that ICU parses; the factor names are the spec'd v1 labels. */

const messages: Readonly<Record<string, string>> = risksMessages;

/** The text of a message without placeholders, as ICU reads it. */
const literal = (ast: MessageFormatElement[]): string => ast.map((e) => (e.type === TYPE.literal ? e.value : `{${e.type}}`)).join('');

describe('English messages of Part 2', () => {
  it('has a message for every reason code, factor name, outcome, level and Beneish input', () => {
    const needed = [
      ...RISK_REASON_CODES,
      ...RISK_FACTOR_IDS.map((id) => `risk.${id}.name`),
      ...RISK_OUTCOMES.map((o) => `risk.outcome.${o}`),
      ...RISK_LEVEL_IDS.map((l) => `risk.level.${l}`),
      ...BENEISH_INPUT_IDS.map((i) => `risk.beneish_input.${i}`),
    ];
    expect(needed.filter((key) => messages[key] === undefined)).toEqual([]);
  });

  it.each(Object.keys(messages))('parses %s with ICU', (key) => {
    expect(() => parse(messages[key] as string)).not.toThrow();
  });

  it('names each factor with its v1 label, word for word', () => {
    for (const id of RISK_FACTOR_IDS) expect(literal(parse(messages[`risk.${id}.name`] as string))).toBe(RISK_FACTOR_V1_NAMES[id]);
  });

  it('writes apostrophes as ’, keeping ASCII ones only for the escaped double prime of Z’’', () => {
    const ascii = Object.entries(messages).filter(([key, text]) => text.includes("'") && key !== 'risk.distress.name');
    expect(ascii).toEqual([]);
  });

  it('keeps the spec’d headings', () => {
    expect(messages['risk.overall.title']).toBe('Overall Risk Assessment');
    expect(messages['risk.outcome.flag']).toBe('YES');
  });
});
