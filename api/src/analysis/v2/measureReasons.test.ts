import { LENDER_ALTMAN_REASON, NO_WORKING_CAPITAL_REASON } from '../metrics/altman';
import { LENDER_BENEISH_REASON } from '../metrics/beneish';
import { LENDER_PIOTROSKI_REASON } from '../metrics/quality';
import { altmanCode, altmanText, beneishCode, beneishText, piotroskiCode, piotroskiText } from './measureReasons';

/** Every sentence the shared metrics write today comes back word for word from its code, and none is unclassified. */

const roundTrip =
  <C extends { code: string }>(toCode: (s: string) => C, toText: (c: C) => string) =>
  (sentence: string) => {
    const coded = toCode(sentence);
    expect(coded.code).not.toBe('unclassified');
    expect(toText(JSON.parse(JSON.stringify(coded)) as C)).toBe(sentence);
  };
const plain = (toCode: (s: string) => string, toText: (c: string) => string) =>
  roundTrip(
    (s) => ({ code: toCode(s) }),
    (c) => toText(c.code),
  );

describe('the bridge from shared metrics’ reason sentences to codes and back', () => {
  it.each([
    LENDER_ALTMAN_REASON,
    NO_WORKING_CAPITAL_REASON,
    'total assets unknown or not positive',
    'needs reserves, EBIT and net worth',
    'total liabilities (total assets − net worth) are zero or negative',
    'ratios out of range',
  ])('Altman: %s', plain(altmanCode, altmanText));

  it.each([
    LENDER_BENEISH_REASON,
    'no financial statements',
    'needs FY2024 as well as FY2025, and FY2024 is missing',
    'needs receivables and sales for both years (DSRI); net profit, operating cash flow and total assets (TATA)',
    'needs positive sales for both years (SGI)',
    'ratios out of range',
  ])('Beneish: %s', roundTrip(beneishCode, beneishText));

  it.each([LENDER_PIOTROSKI_REASON, 'no financial statements', 'needs FY2019 as well as FY2020, and FY2019 is missing'])(
    'Piotroski: %s',
    roundTrip(piotroskiCode, piotroskiText),
  );

  it('gives a sentence it does not know the code unclassified, never the sentence', () => {
    expect(altmanCode('a new reason')).toBe('unclassified');
    expect(beneishCode('needs something new')).toEqual({ code: 'unclassified' });
  });
});
