import { parse } from '@formatjs/icu-messageformat-parser';
import { DATA_SOURCE_KINDS } from '../../api/companyDetails';
import { META_REASON_CODES, TTM_FIGURE_IDS } from '../../api/v2/meta';
import { goldenReasons, missingArguments } from '../../testing/messageArguments';
import { ENGLISH_DOMAINS } from './index';
import { metaMessages } from './meta';

/** The meta's English catalogue covers every code and id the v2 payload can carry, in valid ICU. */

const messages: Readonly<Record<string, string>> = metaMessages;

describe('meta English messages', () => {
  it('word every reason code, source kind and TTM figure', () => {
    const needed = [
      ...META_REASON_CODES,
      ...DATA_SOURCE_KINDS.flatMap((kind) => [`source.${kind}.description`, `source.${kind}.price_label`]),
      ...TTM_FIGURE_IDS.map((id) => `ttm.figure.${id}`),
    ];
    expect(needed.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('parse as ICU MessageFormat, with no ASCII apostrophe (an ICU escape)', () => {
    for (const [code, message] of Object.entries(messages)) {
      expect(() => parse(message, { ignoreTag: true })).not.toThrow();
      expect({ code, ascii: message.includes("'") }).toEqual({ code, ascii: false });
    }
  });

  it('take no id another domain words', () => {
    const others = ENGLISH_DOMAINS.filter((domain) => domain !== metaMessages).flatMap((domain) => Object.keys(domain));
    expect(Object.keys(messages).filter((code) => others.includes(code))).toEqual([]);
  });

  it('use only the parameters the engine sends with each reason in the golden v2 payloads and the TTM case', () => {
    const reasons = goldenReasons('meta');
    expect(reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['ttm.exceptional_left_out', 'ttm.unusual_other_income', 'source.filing_differs', 'price.stale.before_statements']),
    );
    expect(missingArguments(messages, reasons)).toEqual([]);
  });
});
