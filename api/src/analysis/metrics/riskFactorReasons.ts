import { type YearView } from '../context/yearMetrics';
import { fyLabel } from '../format';
import { LENDER_ALTMAN_REASON, NO_WORKING_CAPITAL_REASON } from './altman';
import { LENDER_BENEISH_REASON } from './beneish';
import { na, notApplicable, type RiskFactor } from './riskFactorTypes';

/**
 * Why Beneish or Altman was not computed, as a reason code. altman.ts and beneish.ts give their
 * reasons in words for Parts 1 and 3; until they give codes (issue 31), each known wording maps to
 * one code here, and a test runs every one of them (riskFactorReasons.test.ts).
 */

/** beneish.ts's 'needs …' list, by the input it names. */
export const BENEISH_NEEDS: Readonly<Record<string, string>> = {
  dsri: 'receivables and sales for both years (DSRI)',
  sgi: 'positive sales for both years (SGI)',
  tata: 'net profit, operating cash flow and total assets (TATA)',
};

/** altman.ts's reasons other than the lender's, by code. */
export const ALTMAN_REASONS: Readonly<Record<string, string>> = {
  'risk.distress.total_assets_unknown': 'total assets unknown or not positive',
  'risk.distress.inputs_missing': 'needs reserves, EBIT and net worth',
  'risk.distress.liabilities_not_positive': 'total liabilities (total assets − net worth) are zero or negative',
  'risk.distress.working_capital_unknown': NO_WORKING_CAPITAL_REASON,
  'risk.distress.out_of_range': 'ratios out of range',
};

/** Beneish not computed: `latest` is the year it would have been computed for (quality.ts's beneishFor). */
export function beneishNotAssessed(why: string, isLender: boolean, latest: YearView): RiskFactor {
  const id = 'earnings_manipulation';
  const make = isLender ? notApplicable : na;
  if (why === LENDER_BENEISH_REASON) return make(id, 'risk.earnings_manipulation.lender');
  const previous = fyLabel(latest.fy - 1);
  if (why === `needs ${previous} as well as ${latest.label}, and ${previous} is missing`)
    return make(id, 'risk.earnings_manipulation.previous_year_missing', { previous_year: previous, year: latest.label });
  if (why === 'ratios out of range') return make(id, 'risk.earnings_manipulation.out_of_range');
  const missing = Object.keys(BENEISH_NEEDS).filter((k) => why.includes(BENEISH_NEEDS[k] as string));
  return why.startsWith('needs ') && missing.length > 0 ? make(id, 'risk.earnings_manipulation.inputs_missing', { missing }) : make(id, 'risk.not_assessed');
}

export function altmanNotAssessed(why: string, isLender: boolean): RiskFactor {
  const id = 'distress';
  const code =
    why === LENDER_ALTMAN_REASON ? 'risk.distress.lender' : (Object.keys(ALTMAN_REASONS).find((k) => ALTMAN_REASONS[k] === why) ?? 'risk.not_assessed');
  return (isLender ? notApplicable : na)(id, code);
}
