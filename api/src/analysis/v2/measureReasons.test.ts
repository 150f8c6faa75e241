import { cagrCode, cagrText, holdCode, holdText, irrCode, irrText, lenderBookCode, lenderBookText } from './measureReasons';

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
    'no figures',
    'not meaningful: no FY2020 figure, so the window would be shorter than 5 years',
    'not meaningful: the 5-year window starts in FY2020 at a loss or zero',
    'not meaningful: the 5-year window starts in FY2020, a trough year (net margin 1.1% against a 7-year median of 3.2%, FY2019–FY2025)',
    'not meaningful: the 5-year window starts in FY2020, a peak year (net margin −1,234.5% against a 7-year median of 12.0%, FY2020)',
  ])('CAGR: %s', roundTrip(cagrCode, cagrText));

  it.each([
    'there is no current share price',
    'EPS is unknown',
    'the current P/E cannot be computed',
    'there is no usable growth history (neither an EPS nor a sales CAGR can be computed)',
  ])('hold: %s', plain(holdCode, holdText));

  it.each([
    'needs an initial outlay followed by returns',
    'cash flows out of range',
    'the projected returns do not recover even 1% of the price (IRR below −99%)',
    'IRR above 1,000% a year: the inputs are not plausible',
    'no solution',
    'no positive current price',
    'EPS is zero or negative, so an earnings-based IRR is not meaningful',
    'no positive exit P/E',
    'invalid horizon or growth',
  ])('IRR: %s', plain(irrCode, irrText));

  it('IRR: no projection at all', () => {
    expect(irrText(irrCode(null))).toBe('no projection');
  });

  it.each([
    'no financial statements',
    'book value per share is unknown or not positive in FY2025',
    'ROE is unknown (needs net profit and a positive net worth)',
    'the book value is too large to value',
  ])("lender's book: %s", roundTrip(lenderBookCode, lenderBookText));

  it('gives a sentence it does not know the code unclassified, never the sentence', () => {
    expect(cagrCode('not meaningful: something new')).toEqual({ code: 'unclassified' });
  });
});
