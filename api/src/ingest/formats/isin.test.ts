import { generatedIsin, withCheckDigit } from '../testing/isins';
import { isIsin, isinCheckDigit, isinProblem } from './isin';

describe('ISIN check digit', () => {
  it.each([
    ['INE002A0101', 8], // Reliance Industries
    ['INE467B0102', 9], // Tata Consultancy Services
    ['INE101A0102', 6], // Mahindra & Mahindra
    ['INE917I0101', 0], // Bajaj Auto
    ['US037833100', 5], // Apple, the usual worked example
  ])('%s → %i', (body, digit) => {
    expect(isinCheckDigit(body)).toBe(digit);
  });

  it('accepts Indian ISINs and explains what is wrong with anything else', () => {
    expect(isinProblem('INE002A01018')).toBeNull();
    expect(isinProblem('INE002A01017')).toBe('"INE002A01017" is not an ISIN: its check digit should be 8');
    expect(isinProblem('US0378331005')).toContain('is not an Indian ISIN');
    expect(isinProblem('ine002a01018')).toContain('is not an Indian ISIN');
    expect(isinProblem('INE002A0101')).toContain('expected 12 characters');
    expect(isIsin('INE002A01018')).toBe(true);
    expect(isIsin('INE002A01010')).toBe(false);
  });

  it('gives the fixtures distinct valid ISINs', () => {
    const isins = Array.from({ length: 2000 }, (_, i) => generatedIsin(i + 1));
    expect(new Set(isins).size).toBe(2000);
    expect(isins.every(isIsin)).toBe(true);
    expect(withCheckDigit('INE002A0101')).toBe('INE002A01018');
  });
});
