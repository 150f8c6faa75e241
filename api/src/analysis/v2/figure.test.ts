import { figure, reason } from './figure';

describe('figure', () => {
  it('keeps nine significant digits and the period', () => {
    expect(figure(1234.5678, 'inr_crore', 'FY2025')).toEqual({ value: 1234.5678, unit: 'inr_crore', period: 'FY2025' });
    expect(figure(0.1234567891234, 'fraction')).toEqual({ value: 0.123456789, unit: 'fraction' });
    expect(figure(0.1 + 0.2, 'fraction').value).toBe(0.3);
  });

  it('never rounds twice across a display step', () => {
    // Rounded to four decimals first, 11.24996 would be 11.25 and then show as 11.3.
    expect(figure(11.24996, 'times').value?.toFixed(1)).toBe('11.2');
  });

  it('gives null for unknown or non-finite values and never -0', () => {
    expect(figure(null, 'times').value).toBeNull();
    expect(figure(Number.NaN, 'times').value).toBeNull();
    expect(figure(Number.POSITIVE_INFINITY, 'days').value).toBeNull();
    expect(Object.is(figure(-0, 'fraction').value, 0)).toBe(true);
  });
});

describe('reason', () => {
  it('drops undefined parameters and an empty parameter list', () => {
    expect(reason('risk.leverage.high', { fy: 'FY2025', gone: undefined })).toEqual({ code: 'risk.leverage.high', params: { fy: 'FY2025' } });
    expect(reason('risk.leverage.high', { gone: undefined })).toEqual({ code: 'risk.leverage.high' });
  });
});
