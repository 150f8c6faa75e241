import * as z from 'zod/mini';
import { parseJsonText } from './companyDetailsFields';
import { jsonTextOr, openEnum } from './payloadTolerance';

describe('payload tolerance', () => {
  it("parses text starting with '{' or '[' and keeps other text, and broken JSON, as it is", () => {
    expect(parseJsonText(' {"a": 1}')).toEqual({ a: 1 });
    expect(parseJsonText('[1]')).toEqual([1]);
    expect(parseJsonText('{broken')).toBe('{broken');
    expect(parseJsonText('plain')).toBe('plain');
    expect(parseJsonText(3)).toBe(3);
  });

  it('accepts a value or the same value as JSON text', () => {
    const schema = jsonTextOr(z.array(z.number()));
    expect(schema.parse([1, 2])).toEqual([1, 2]);
    expect(schema.parse('[1, 2]')).toEqual([1, 2]);
    expect(schema.safeParse('[1, "x"]').success).toBe(false);
  });

  it('keeps an enum value it does not know', () => {
    const levels = ['YES', 'NO'] as const;
    expect(openEnum(levels).parse('WATCH')).toBe('WATCH');
    expect(openEnum(levels).safeParse(3).success).toBe(false);
  });
});
