import { figure, reason } from './figure';

describe('figure', () => {
  it('keeps the value at full precision, and the period', () => {
    expect(figure(1234.5678, 'inr_crore', 'FY2025')).toEqual({ value: 1234.5678, unit: 'inr_crore', period: 'FY2025' });
    // Rounded here, 67.335000001 would show as 67.33 where v1 says 67.34.
    expect(figure(67.335000001, 'inr_per_share').value).toBe(67.335000001);
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
