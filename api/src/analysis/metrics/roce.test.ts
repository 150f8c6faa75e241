import { computeRoce } from './roce';

describe('ROCE', () => {
  const base = { ebit: 100, equity: 50, reserves: 350, borrowings: 100, totalAssets: null, currentLiabilities: null };

  it('Screener-style: EBIT / (equity + reserves + borrowings) = 100 / 500 = 20%', () => {
    expect(computeRoce(base, false)).toEqual({ value: 0.2, basis: 'screener', capitalEmployed: 500, why: null });
  });

  it('standard when current liabilities are known: EBIT / (TA − CL) = 100 / (900 − 300) = 16.7%', () => {
    const r = computeRoce({ ...base, totalAssets: 900, currentLiabilities: 300 }, false);
    expect(r.basis).toBe('standard');
    expect(r.value).toBeCloseTo(1 / 6, 12);
  });

  it('is null with a gap code for non-positive capital employed, unknown inputs, or a lender', () => {
    expect(computeRoce({ ...base, reserves: -600 }, false)).toMatchObject({ value: null, why: 'capital_not_positive' });
    expect(computeRoce({ ...base, ebit: null }, false)).toMatchObject({ value: null, why: 'ebit_unknown' });
    expect(computeRoce({ ...base, equity: null, reserves: null, borrowings: null }, false)).toMatchObject({ value: null, why: 'capital_unknown' });
    expect(computeRoce(base, true)).toEqual({ value: null, basis: null, capitalEmployed: null, why: 'lender' });
  });
});
