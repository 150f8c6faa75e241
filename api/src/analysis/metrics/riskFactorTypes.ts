/** Shared shape and thresholds of the Part 2 risk factors. */

export type RiskStatus = 'yes' | 'no' | 'na';

export interface RiskFactor {
  factor: string;
  status: RiskStatus;
  data: string;
  justification: string;
  /** A flag serious enough on its own to make the overall risk High. */
  severe?: boolean;
  /** False for a factor that does not apply to this kind of company (a lender's D/E): not counted when judging coverage. */
  applies?: boolean;
}

export const THRESHOLDS = {
  debtToEquity: 1,
  interestCover: 3,
  receivableDaysRise: 10,
  receivableDaysRiseShare: 0.2,
  cashConversion: 0.8,
  dilution: 0.05,
  salesVolatility: 0.15,
  salesDownYears: 2,
  marginDrop: 0.03,
  lenderRoe: 0.1,
  lenderEquityToAssets: 0.06,
} as const;

/** A factor that cannot be assessed for want of data: shown as N/A with the reason, never counted as a risk. */
export const na = (factor: string, reason: string): RiskFactor => ({ factor, status: 'na', data: 'n/a', justification: `Not assessed — ${reason}.` });

/** A factor that does not apply to this kind of company: N/A with the reason, and left out of the count of assessable factors. */
export const notApplicable = (factor: string, reason: string): RiskFactor => ({ ...na(factor, reason), applies: false });
