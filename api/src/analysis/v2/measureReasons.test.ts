import { qualityGapCode } from './measureReasons';

describe('why the score has no F-score or Beneish M, as its code', () => {
  it('names the two years when the previous one is missing', () => {
    expect(qualityGapCode({ code: 'needs_previous_year', year: 'FY2025', previousYear: 'FY2024' })).toEqual({
      code: 'needs_previous_year',
      params: { previous_fiscal_year: 'FY2024', fiscal_year: 'FY2025' },
    });
  });

  it('lists the Beneish inputs that are missing', () => {
    expect(qualityGapCode({ code: 'needs_inputs', inputs: ['dsri', 'tata'] })).toEqual({ code: 'needs_inputs', params: { inputs: ['dsri', 'tata'] } });
  });

  it('passes a gap without detail through as its code', () => {
    expect(qualityGapCode({ code: 'lender' })).toEqual({ code: 'lender' });
  });
});
