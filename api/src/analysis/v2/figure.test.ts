import { figure, reason } from './figure';

describe('figure', () => {
  it('rounds to the decimals of its unit and keeps the period', () => {
    expect(figure(1234.5678, 'inr_crore', 'FY2025')).toEqual({ value: 1234.57, unit: 'inr_crore', period: 'FY2025' });
    expect(figure(0.123456789, 'fraction')).toEqual({ value: 0.123457, unit: 'fraction' });
  });

  it('gives null for unknown or non-finite values and never -0', () => {
    expect(figure(null, 'times').value).toBeNull();
    expect(figure(Number.NaN, 'times').value).toBeNull();
    expect(figure(Number.POSITIVE_INFINITY, 'days').value).toBeNull();
    expect(Object.is(figure(-0.0000001, 'fraction').value, 0)).toBe(true);
  });
});

describe('reason', () => {
  it('drops undefined parameters and an empty parameter list', () => {
    expect(reason('risk.leverage.high', { fy: 'FY2025', gone: undefined })).toEqual({ code: 'risk.leverage.high', params: { fy: 'FY2025' } });
    expect(reason('risk.leverage.high', { gone: undefined })).toEqual({ code: 'risk.leverage.high' });
  });
});
