import { isBlank, parseFieldValue, textOf } from './parseFieldValue';

describe('parseFieldValue (text parsing)', () => {
  it('parses a string starting with { or [ as JSON', () => {
    expect(parseFieldValue('{"Score": "89/100"}')).toEqual({ Score: '89/100' });
    expect(parseFieldValue('["one", "two"]')).toEqual(['one', 'two']);
    expect(parseFieldValue('  {"a": 1}\n')).toEqual({ a: 1 });
  });

  it('keeps a string that looks like JSON but does not parse as plain text', () => {
    expect(parseFieldValue('{not json at all')).toBe('{not json at all');
    expect(parseFieldValue('[1, 2')).toBe('[1, 2');
  });

  it('leaves other strings and non-strings alone', () => {
    expect(parseFieldValue('Revenue grew {fast}')).toBe('Revenue grew {fast}');
    const object = { a: 1 };
    expect(parseFieldValue(object)).toBe(object);
    expect(parseFieldValue(42)).toBe(42);
    expect(parseFieldValue(null)).toBeNull();
  });
});

describe('textOf and isBlank', () => {
  it('gives readable text for scalars only', () => {
    expect(textOf('  Low risk ')).toBe('Low risk');
    expect(textOf('   ')).toBeNull();
    expect(textOf(12.5)).toBe('12.5');
    expect(textOf(Number.NaN)).toBeNull();
    expect(textOf({})).toBeNull();
  });

  it('treats null, blank text and empty lists or objects as blank', () => {
    for (const value of [null, undefined, '', ' ', [], {}]) expect(isBlank(value)).toBe(true);
    for (const value of [0, 'x', [1], { a: 1 }, false]) expect(isBlank(value)).toBe(false);
  });
});
