import { figureNumber } from './figures';

describe('figureNumber: a figure’s number as its unit writes it', () => {
  it('groups rupees the Indian way in both locales, with the currency sign', () => {
    expect(figureNumber({ value: 225839.4, unit: 'inr_crore' }, 'en-IN').text).toBe('₹2,25,839');
    expect(figureNumber({ value: 225839.4, unit: 'inr_crore' }, 'hi-IN').text).toBe('₹2,25,839');
    expect(figureNumber({ value: 1234.5, unit: 'inr' }, 'en-IN').text).toBe('₹1,234.50');
    expect(figureNumber({ value: 12.3, unit: 'inr_per_share' }, 'hi-IN').text).toBe('₹12.30');
  });

  it('groups plain figures as lakh and crore, in Latin digits for Hindi', () => {
    expect(figureNumber({ value: 12345678, unit: 'count' }, 'en-IN').text).toBe('1,23,45,678');
    expect(figureNumber({ value: 12345678, unit: 'count' }, 'hi-IN').text).toBe('1,23,45,678');
  });

  it('writes a fraction in percent with one decimal (the catalogue adds the sign)', () => {
    expect(figureNumber({ value: 0.153, unit: 'fraction' }, 'en-IN').text).toBe('15.3');
    expect(figureNumber({ value: 0.15, unit: 'fraction' }, 'en-IN').text).toBe('15.0');
  });

  it('keeps two decimals for small multiples and one for large ones', () => {
    expect(figureNumber({ value: 0.4549, unit: 'times' }, 'en-IN').text).toBe('0.45');
    expect(figureNumber({ value: 21.44, unit: 'times' }, 'en-IN').text).toBe('21.4');
  });

  it('drops trailing zeros where the unit counts (points, days, years) and rounds the value it gives to plurals alike', () => {
    expect(figureNumber({ value: 2.0, unit: 'percentage_points' }, 'en-IN')).toEqual({ text: '2', value: 2 });
    expect(figureNumber({ value: 1.04, unit: 'years' }, 'en-IN')).toEqual({ text: '1', value: 1 });
    expect(figureNumber({ value: 2.14, unit: 'percentage_points' }, 'en-IN')).toEqual({ text: '2.1', value: 2.1 });
  });

  it('takes the caller’s decimals over the unit’s', () => {
    expect(figureNumber({ value: 225839.456, unit: 'inr_crore' }, 'en-IN', 2).text).toBe('₹2,25,839.46');
    expect(figureNumber({ value: 0.153, unit: 'fraction' }, 'en-IN', 0).text).toBe('15');
    expect(figureNumber({ value: 3, unit: 'percentage_points' }, 'en-IN', 2).text).toBe('3');
  });

  it('rounds half away from zero and never writes minus zero', () => {
    expect(figureNumber({ value: -2.5, unit: 'count' }, 'en-IN').text).toBe('-3');
    expect(figureNumber({ value: -0.0004, unit: 'fraction' }, 'en-IN').text).toBe('0.0');
    expect(figureNumber({ value: -1234567.891, unit: 'number' }, 'en-IN').text).toBe('-12,34,567.89');
  });

  it('writes a unit it does not know as a plain number', () => {
    expect(figureNumber({ value: 1234.5678, unit: 'furlongs' }, 'en-IN').text).toBe('1,234.57');
  });

  it('uses no accounting or compact notation', () => {
    expect(figureNumber({ value: -2300000000, unit: 'inr_crore' }, 'hi-IN').text).toBe('-₹2,30,00,00,000');
  });
});
