import { buildContext } from '../context/buildContext';
import { facts, year } from '../testing/builders';
import { ALTMAN_GAPS, computeAltman } from './altman';
import { computeBeneish, type BeneishYear } from './beneish';
import { beneishFor } from './quality';
import { altmanNotAssessed, beneishNotAssessed } from './riskFactorReasons';

/** Each code altman.ts and beneish.ts give for a missing score maps to its own Part 2 code, never to the catch-all. */

const altmanWhy = (input: Partial<Parameters<typeof computeAltman>[0]>) => {
  const a = computeAltman({ totalAssets: 100, currentAssets: 40, currentLiabilities: 20, reserves: 30, ebit: 10, netWorth: 50, ...input }, false);
  if (a.z !== null) throw new Error('expected no Z');
  return a.reason;
};

describe('Altman reasons as codes', () => {
  it.each([
    [{ totalAssets: null }, 'risk.distress.total_assets_unknown'],
    [{ ebit: null }, 'risk.distress.inputs_missing'],
    [{ netWorth: 100 }, 'risk.distress.liabilities_not_positive'],
    [{ currentAssets: null }, 'risk.distress.working_capital_unknown'],
  ])('%j gives %s', (input, code) => {
    expect(altmanNotAssessed(altmanWhy(input), false)).toEqual({ id: 'distress', outcome: 'not_assessed', reason: { code } });
  });

  it('gives a lender’s as not applicable, and no gap the catch-all', () => {
    expect(altmanNotAssessed('lender', true)).toEqual({ id: 'distress', outcome: 'not_applicable', reason: { code: 'risk.distress.lender' } });
    expect(ALTMAN_GAPS.map((gap) => altmanNotAssessed(gap, false).reason.code)).not.toContain('risk.not_assessed');
  });
});

describe('Beneish reasons as codes', () => {
  const empty: BeneishYear = {
    sales: null,
    receivables: null,
    operatingProfit: null,
    netBlock: null,
    cwip: null,
    depreciation: null,
    totalAssets: null,
    currentAssets: null,
    currentLiabilities: null,
    borrowings: null,
    inventory: null,
    cash: null,
    netProfit: null,
    operatingCashFlow: null,
  };

  it('names the inputs beneish.ts says it needs', () => {
    const b = computeBeneish(empty, empty, false);
    if (b.m !== null) throw new Error('expected no M');
    expect(beneishNotAssessed(b.reason, false).reason).toEqual({
      code: 'risk.earnings_manipulation.inputs_missing',
      params: { missing: ['dsri', 'sgi', 'tata'] },
    });
  });

  it('names the missing previous year quality.ts reports', () => {
    const b = beneishFor(buildContext(facts({ years: [year(2025, { sales: 110 })] })));
    if (b.m !== null) throw new Error('expected no M');
    expect(beneishNotAssessed(b.reason, false).reason).toEqual({
      code: 'risk.earnings_manipulation.previous_year_missing',
      params: { previous_year: 'FY2024', year: 'FY2025' },
    });
  });

  it('gives the lender’s as not applicable, and out of range by its code', () => {
    expect(beneishNotAssessed({ code: 'lender' }, true)).toEqual({
      id: 'earnings_manipulation',
      outcome: 'not_applicable',
      reason: { code: 'risk.earnings_manipulation.lender' },
    });
    expect(beneishNotAssessed({ code: 'out_of_range' }, false).reason.code).toBe('risk.earnings_manipulation.out_of_range');
    expect(beneishNotAssessed({ code: 'no_statements' }, false).reason.code).toBe('risk.not_assessed');
  });
});
