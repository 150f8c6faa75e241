import { IntlMessageFormat } from 'intl-messageformat';
import { NOT_RATED_CODES } from '../api/companyDetails';
import { PILLAR_IDS, PILLAR_V1_NAMES } from '../api/pillars';
import { UNITS } from '../api/v2/figure';
import { ENGLISH_DOMAINS, englishMessages } from './en';
import { commonMessages } from './en/common';
import { HINDI_DOMAINS, hindiMessages } from './hi';
import { hindiCommonMessages } from './hi/common';
import { selectOptionsOf } from '../testing/messageArguments';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

// The parser's element types that name an argument: argument, number, date, time, select, plural (not literal 0, # 7, tag 8).
const ARGUMENT_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6]);

/** The argument names a message uses, its plural and select branches included. */
function argumentNames(elements: readonly Element[]): Set<string> {
  const names = new Set<string>();
  for (const element of elements) {
    if (ARGUMENT_TYPES.has(element.type) && 'value' in element) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) for (const name of argumentNames(option.value)) names.add(name);
  }
  return names;
}

const parse = (message: string, locale: string) => new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst();
const entries = (catalogue: Readonly<Record<string, string>>) => Object.entries(catalogue);

describe('the message catalogues', () => {
  it.each([
    ['en', englishMessages],
    ['hi', hindiMessages],
  ] as const)('every %s message parses as ICU MessageFormat', (locale, catalogue) => {
    for (const [code, message] of entries(catalogue)) {
      try {
        parse(message, locale);
      } catch (error) {
        throw new Error(`${locale} ${code} does not parse`, { cause: error });
      }
    }
  });

  it('uses the typographic apostrophe, never a lone ASCII one ICU reads as an escape', () => {
    // '' is ICU's escaped apostrophe, for labels that need the ASCII mark (Altman Z'' is written Z'''').
    const withAscii = [...entries(englishMessages), ...entries(hindiMessages)]
      .filter(([, message]) => message.replaceAll("''", '').includes("'"))
      .map(([code]) => code);
    expect(withAscii).toEqual([]);
  });

  it('has no Hindi entry without an English one, nor one using an argument the English does not', () => {
    const english: Readonly<Record<string, string>> = englishMessages;
    for (const [code, message] of entries(hindiMessages)) {
      const source = english[code];
      expect({ code, inEnglish: source !== undefined }).toEqual({ code, inEnglish: true });
      const extra = [...argumentNames(parse(message, 'hi'))].filter((name) => !argumentNames(parse(source ?? '', 'en')).has(name));
      expect({ code, extra }).toEqual({ code, extra: [] });
    }
  });

  it('gives a Hindi select the same options as the English one, so no choice falls to other unnoticed', () => {
    const english: Readonly<Record<string, string>> = englishMessages;
    const options = (message: string, locale: string) =>
      Object.fromEntries([...selectOptionsOf(parse(message, locale))].map(([name, keys]) => [name, [...keys].sort()]));
    const differing = entries(hindiMessages)
      .filter(([code, message]) => JSON.stringify(options(message, 'hi')) !== JSON.stringify(options(english[code] ?? '', 'en')))
      .map(([code]) => code);
    expect(differing).toEqual([]);
  });

  it('words every common entry in Hindi', () => {
    expect(Object.keys(hindiCommonMessages).sort()).toEqual(Object.keys(commonMessages).sort());
  });

  it('has no code in two domain files (a later one would silently win)', () => {
    for (const domains of [ENGLISH_DOMAINS, HINDI_DOMAINS]) {
      const codes = domains.flatMap((domain) => Object.keys(domain));
      expect(codes.length).toBe(new Set(codes).size);
    }
  });

  it('names every pillar with the exact words of its v1 name', () => {
    const english: Readonly<Record<string, string>> = englishMessages;
    expect(PILLAR_IDS.map((id) => english[`pillar.${id}`])).toEqual(PILLAR_IDS.map((id) => PILLAR_V1_NAMES[id]));
  });

  it('words every not-rated code and every unit, and has the fallbacks', () => {
    const codes = [...NOT_RATED_CODES.map((code) => `not_rated.${code}`), ...UNITS.map((unit) => `unit.${unit}`), 'reason.unknown', 'common.not_available'];
    expect(codes.filter((code) => !(code in englishMessages))).toEqual([]);
  });
});
