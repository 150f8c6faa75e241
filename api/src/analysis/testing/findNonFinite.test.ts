import { findNonFinite } from './findNonFinite';

describe('findNonFinite (the payload checker used by the engine tests)', () => {
  it('finds non-finite numbers and formatting slips at any depth', () => {
    const payload = { a: 1, b: [2, Number.NaN], c: { d: Infinity, e: 'P/E NaN', f: 'ok', g: [{ h: -Infinity }] }, i: undefined, j: 'undefined value' };
    expect(findNonFinite(payload)).toEqual([
      '$.b[1]: NaN',
      '$.c.d: Infinity',
      '$.c.e: "P/E NaN"',
      '$.c.g[0].h: -Infinity',
      '$.i: undefined',
      '$.j: "undefined value"',
    ]);
  });

  it('accepts a clean payload', () => {
    expect(findNonFinite({ a: null, b: 'NA', c: [0, -1.5, 'Nandi Hills'], d: true })).toEqual([]);
  });
});
