import { toNumber } from './toNumber';

describe('toNumber', () => {
  it('reads numbers and decimal text', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber(' 1,23,456.7 ')).toBe(123456.7);
    expect(toNumber('-3.25')).toBe(-3.25);
  });

  it('treats empty, null, undefined, NA and junk as unknown', () => {
    for (const value of ['', '  ', null, undefined, 'NA', 'na', 'abc', Number.NaN, Infinity, {}, []]) expect(toNumber(value)).toBeNull();
  });
});
