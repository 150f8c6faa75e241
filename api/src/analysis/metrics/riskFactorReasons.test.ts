import { buildContext } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { facts, year } from '../testing/builders';
import { computeAltman, LENDER_ALTMAN_REASON, NO_WORKING_CAPITAL_REASON } from './altman';
import { computeBeneish, LENDER_BENEISH_REASON, type BeneishYear } from './beneish';
import { beneishFor } from './quality';
import { altmanNotAssessed, beneishNotAssessed } from './riskFactorReasons';

/** Each wording altman.ts and beneish.ts give for a missing score maps to its own code, never to the catch-all. */

const latest = buildContext(facts({ years: [year(2024, { sales: 100 }), year(2025, { sales: 110 })] })).latest as YearView;
const altmanWhy = (input: Partial<Parameters<typeof computeAltman>[0]>): string => {
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

  it('reads the working-capital and lender reasons by their constants, a lender’s as not applicable', () => {
    expect(altmanNotAssessed(NO_WORKING_CAPITAL_REASON, false).reason.code).toBe('risk.distress.working_capital_unknown');
    expect(altmanNotAssessed(LENDER_ALTMAN_REASON, true)).toEqual({ id: 'distress', outcome: 'not_applicable', reason: { code: 'risk.distress.lender' } });
  });

  it('falls back to the catch-all for a wording it does not know', () => {
    expect(altmanNotAssessed('something new', false).reason.code).toBe('risk.not_assessed');
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
    expect(beneishNotAssessed(b.reason, false, latest).reason).toEqual({
      code: 'risk.earnings_manipulation.inputs_missing',
      params: { missing: ['dsri', 'sgi', 'tata'] },
    });
  });

  it('names the missing previous year quality.ts reports', () => {
    const ctx = buildContext(facts({ years: [year(2025, { sales: 110 })] }));
    const b = beneishFor(ctx);
    if (b.m !== null) throw new Error('expected no M');
    expect(beneishNotAssessed(b.reason, false, ctx.latest as YearView).reason).toEqual({
      code: 'risk.earnings_manipulation.previous_year_missing',
      params: { previous_year: 'FY2024', year: 'FY2025' },
    });
  });

  it('reads the lender’s reason as not applicable and other wordings by code', () => {
    expect(beneishNotAssessed(LENDER_BENEISH_REASON, true, latest)).toEqual({
      id: 'earnings_manipulation',
      outcome: 'not_applicable',
      reason: { code: 'risk.earnings_manipulation.lender' },
    });
    expect(beneishNotAssessed('ratios out of range', false, latest).reason.code).toBe('risk.earnings_manipulation.out_of_range');
    expect(beneishNotAssessed('something new', false, latest).reason.code).toBe('risk.not_assessed');
  });
});
