import { type ReasonParam } from 'shared-types/api';
import { type BeneishGap } from '../metrics/beneish';
import { type PiotroskiGap } from '../metrics/quality';

/**
 * Why the score has no F-score or Beneish M (metrics/quality.ts, beneish.ts), as the score's
 * reason code. The metrics give codes of their own, so nothing here reads a sentence back;
 * the v1 words are v1/qualityReasons.ts's. (CAGRs, the hold assumptions, the IRR and the
 * lender's book: v2/cagrGap.ts, v2/expectedReturnCodes.ts, v2/marginOfSafetyCodes.ts.)
 */

export interface Coded {
  code: string;
  params?: Record<string, ReasonParam>;
}

/** A reason the score cannot classify: the code says so rather than store prose. */
export const UNCLASSIFIED = 'unclassified';

export function qualityGapCode(gap: PiotroskiGap | BeneishGap): Coded {
  if (gap.code === 'needs_previous_year') return { code: gap.code, params: { previous_fiscal_year: gap.previousYear, fiscal_year: gap.year } };
  if (gap.code === 'needs_inputs') return { code: gap.code, params: { inputs: gap.inputs } };
  return { code: gap.code };
}
