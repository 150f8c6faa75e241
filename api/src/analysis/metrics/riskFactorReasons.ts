import { type AltmanGap } from './altman';
import { type BeneishGap } from './beneish';
import { na, notApplicable, type RiskFactor } from './riskFactorTypes';

/** Why Beneish or Altman was not computed, as Part 2's reason code: from the metric's own code (altman.ts, beneish.ts). */

const ALTMAN_CODES: Readonly<Record<AltmanGap, string>> = {
  lender: 'risk.distress.lender',
  total_assets_unknown: 'risk.distress.total_assets_unknown',
  needs_inputs: 'risk.distress.inputs_missing',
  liabilities_not_positive: 'risk.distress.liabilities_not_positive',
  no_working_capital: 'risk.distress.working_capital_unknown',
  out_of_range: 'risk.distress.out_of_range',
};

export function beneishNotAssessed(gap: BeneishGap, isLender: boolean): RiskFactor {
  const id = 'earnings_manipulation';
  const make = isLender ? notApplicable : na;
  switch (gap.code) {
    case 'lender':
      return make(id, 'risk.earnings_manipulation.lender');
    case 'needs_previous_year':
      return make(id, 'risk.earnings_manipulation.previous_year_missing', { previous_year: gap.previousYear, year: gap.year });
    case 'needs_inputs':
      return make(id, 'risk.earnings_manipulation.inputs_missing', { missing: gap.inputs });
    case 'out_of_range':
      return make(id, 'risk.earnings_manipulation.out_of_range');
    default:
      // No statements: Part 2 is not built then (riskFactors.ts), so no code of its own.
      return make(id, 'risk.not_assessed');
  }
}

export function altmanNotAssessed(gap: AltmanGap, isLender: boolean): RiskFactor {
  return (isLender ? notApplicable : na)('distress', ALTMAN_CODES[gap]);
}
