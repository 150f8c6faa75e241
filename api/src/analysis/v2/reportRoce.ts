import { type Reason } from 'shared-types/api';
import { LENDER_ROCE_REASON } from '../metrics/roce';
import { reason } from './figure';

/**
 * Why ROCE is not computed, as a code. metrics/roce.ts gives its reasons in words for other parts
 * (as riskFactorReasons.ts does for Altman and Beneish): each wording maps to one code here, and
 * v1/part3Report.ts words the code back from the same table.
 */
export const ROCE_REASONS: Readonly<Record<string, string>> = {
  'report.roce.lender': LENDER_ROCE_REASON,
  'report.roce.capital_unknown': 'capital employed unknown (needs total assets and current liabilities, or equity, reserves and borrowings)',
  'report.roce.capital_not_positive': 'capital employed is zero or negative',
  'report.roce.ebit_unknown': 'EBIT unknown (needs profit before tax and interest)',
  'report.roce.out_of_range': 'ratio out of range',
};

/** A wording roce.ts does not give yet maps to 'report.roce.unknown' (v1: 'inputs unknown'). */
export function roceReason(why: string | null): Reason {
  const code = Object.keys(ROCE_REASONS).find((k) => ROCE_REASONS[k] === why);
  return reason(code ?? 'report.roce.unknown');
}
