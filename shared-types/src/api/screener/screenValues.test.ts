import { failure, parsed, pointedAt } from './testing/screenTestHelpers';

const valueOf = (text: string) => {
  const where = parsed(text).where;
  if (where?.kind !== 'compare') throw new Error(`'${text}' is not a comparison`);
  return where.value;
};

describe('numbers and units', () => {
  it('reads a bare number in the figure’s own unit', () => {
    expect(valueOf('ROCE > 20')).toBe(20);
    expect(valueOf('Market Capitalization > 5000')).toBe(5000);
    expect(valueOf('Current Price < 250.75')).toBe(250.75);
  });

  it('reads negatives and decimals', () => {
    expect(valueOf('Profit growth > -5')).toBe(-5);
    expect(valueOf('Profit growth>-0.25')).toBe(-0.25);
    expect(valueOf('ROCE > -0')).toBe(0);
    expect(Object.is(valueOf('ROCE > -0'), 0)).toBe(true);
  });

  it('takes % on percent figures only', () => {
    expect(valueOf('ROCE > 20%')).toBe(20);
    expect(valueOf('Dividend yield >= 1.5 %')).toBe(1.5);
  });

  it('takes Cr, crore and lakh on crore figures, giving crore', () => {
    expect(valueOf('Market Capitalization > 5000 Cr')).toBe(5000);
    expect(valueOf('MCap > 5000cr')).toBe(5000);
    expect(valueOf('Market Cap > 5000 crore')).toBe(5000);
    expect(valueOf('Market Cap > 5 lakh')).toBe(0.05);
    expect(valueOf('Market Cap > 5 lakhs')).toBe(0.05);
    expect(valueOf('Market Cap > 5L')).toBe(0.05);
    expect(valueOf('Market Cap > 250 L')).toBe(2.5);
  });

  it('accepts Indian and thousands digit grouping', () => {
    expect(valueOf('Market Cap > 1,00,000')).toBe(100000);
    expect(valueOf('Market Cap > 100,000 Cr')).toBe(100000);
    expect(valueOf('Market Cap > 1,00,00,000.5')).toBe(10000000.5);
    expect(valueOf('Market Cap > 12,345,678')).toBe(12345678);
  });

  it('rejects a unit that does not fit the figure, at the unit', () => {
    expect(failure('ROCE > 5 Cr')).toEqual({ message: "ROCE is in percent, so 'Cr' does not fit: it is for ₹ crore figures", column: 10, length: 2 });
    expect(pointedAt('P/E < 30%')).toBe('%');
    expect(failure('P/E < 30%').message).toBe("P/E is in times (a multiple), so '%' does not fit: it is for percent figures");
    expect(pointedAt('Market Cap > 20%')).toBe('%');
    expect(pointedAt('Current Price > 5 lakh')).toBe('lakh');
    expect(pointedAt('Piotroski score > 5 L')).toBe('L');
  });

  it('rejects malformed grouping, at the number', () => {
    expect(failure('Market Cap > 1,0000')).toEqual({ message: 'Digit grouping should look like 1,00,000 or 100,000, not 1,0000', column: 14, length: 6 });
    expect(pointedAt('Market Cap > 10,00,0')).toBe('10,00,0');
    expect(pointedAt('Market Cap > 1,00')).toBe('1,00');
  });

  it('treats a comma not inside a number as a stray character', () => {
    expect(failure('Market Cap > 100, ROCE > 5')).toMatchObject({ message: "Unexpected character ','", column: 17 });
  });

  it('rejects numbers out of range', () => {
    expect(failure('Market Cap > 10000000000000')).toMatchObject({ column: 14, length: 14 });
    expect(failure('Market Cap > 10000000000000').message).toMatch(/out of range/);
    expect(pointedAt('Market Cap > -2,00,00,00,00,00,000 Cr')).toBe('-2,00,00,00,00,00,000 Cr');
    expect(valueOf('Market Cap > 1,00,00,00,00,00,000 lakh')).toBe(1e11);
    expect(pointedAt(`ROCE > ${'9'.repeat(400)}`)).toBe('9'.repeat(400));
  });
});
