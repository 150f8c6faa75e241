import { collapseWhitespace, formatDayMonthYear, parseDayMonthYear, parseDecimal, parseIsoDate } from './values';

describe('parseDecimal', () => {
  it.each([
    ['1234.5', 1234.5],
    [' -12 ', -12],
    ['.5', 0.5],
    ['1,23,456.75', 123456.75],
    ['12,34,56,789', 123456789],
    ['123,456,789.5', 123456789.5],
    ['1,234', 1234],
  ])('reads %p as %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', '-', 'NA', '12abc', '1.2.3', '1,2,3', '12,34', '1e5', 'Infinity', '₹100'])('refuses %p', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('dates', () => {
  it('reads NSE DD-MON-YYYY dates and writes them back', () => {
    expect(parseDayMonthYear('06-OCT-2008')).toBe('2008-10-06');
    expect(parseDayMonthYear('1-Jul-2024')).toBe('2024-07-01');
    expect(formatDayMonthYear('2008-10-06')).toBe('06-OCT-2008');
  });

  it.each(['06-Oct-08', '31-FEB-2024', '06-OKT-2008', '2008-10-06', ''])('refuses %p as DD-MON-YYYY', (text) => {
    expect(parseDayMonthYear(text)).toBeNull();
  });

  it('reads ISO dates only when they exist', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('01-07-2024')).toBeNull();
  });

  it('collapses runs of whitespace', () => {
    expect(collapseWhitespace('  Mahindra &  Mahindra\tLimited ')).toBe('Mahindra & Mahindra Limited');
  });
});
