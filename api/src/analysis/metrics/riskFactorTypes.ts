import { type Figure, type Reason, type RiskFactorId, type RiskOutcome, type ShareActionNote } from 'shared-types/api';
import { reason } from '../v2/figure';

/**
 * Shared shape and thresholds of the Part 2 risk factors. A factor is data: its id, outcome,
 * figures, threshold and a reason code; the words come from the message catalogue
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md), and v1's table is rendered from it
 * (api/src/analysis/v1/part2.ts).
 */

export interface RiskFactor {
  id: RiskFactorId;
  outcome: RiskOutcome;
  /** A flag serious enough on its own to make the overall risk High. */
  severe?: true;
  figures?: Record<string, Figure>;
  threshold?: Figure;
  reason: Reason;
  /** dilution: the corporate actions set aside as not dilution. */
  corporate_actions?: ShareActionNote[];
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

type Params = Parameters<typeof reason>[1];

/** A factor that cannot be assessed for want of data: never counted as a risk. */
export const na = (id: RiskFactorId, code: string, params?: Params): RiskFactor => ({ id, outcome: 'not_assessed', reason: reason(code, params) });

/** A factor that does not apply to this kind of company: left out of the count of assessable factors. */
export const notApplicable = (id: RiskFactorId, code: string, params?: Params): RiskFactor => ({
  id,
  outcome: 'not_applicable',
  reason: reason(code, params),
});

/** An assessed factor: a flag or clear, with what it rests on (undefined parts left out). */
export function assessed(
  id: RiskFactorId,
  flagged: boolean,
  code: string,
  parts: { figures?: Record<string, Figure>; threshold?: Figure; params?: Params; severe?: boolean; corporate_actions?: ShareActionNote[] } = {},
): RiskFactor {
  return {
    id,
    outcome: flagged ? 'flag' : 'clear',
    ...(parts.severe === true ? { severe: true as const } : {}),
    ...(parts.figures === undefined ? {} : { figures: parts.figures }),
    ...(parts.threshold === undefined ? {} : { threshold: parts.threshold }),
    reason: reason(code, parts.params),
    ...(parts.corporate_actions === undefined ? {} : { corporate_actions: parts.corporate_actions }),
  };
}

export type RiskLevel = 'Low' | 'Moderate' | 'High';

/** Factors that apply to the company's kind, and how many of them the data let us assess. */
export function riskCoverage(risks: readonly RiskFactor[]): { assessed: number; applicable: number } {
  const applicable = risks.filter((r) => r.outcome !== 'not_applicable');
  return { assessed: applicable.filter((r) => r.outcome === 'flag' || r.outcome === 'clear').length, applicable: applicable.length };
}

/** The overall level, or null when fewer than half the applicable factors could be assessed: two of eleven is no basis for 'Low'. */
export function riskLevel(risks: readonly RiskFactor[]): RiskLevel | null {
  const coverage = riskCoverage(risks);
  if (coverage.assessed === 0 || coverage.assessed * 2 < coverage.applicable) return null;
  const flagged = risks.filter((r) => r.outcome === 'flag');
  if (flagged.some((r) => r.severe === true) || flagged.length >= 4) return 'High';
  return flagged.length >= 2 ? 'Moderate' : 'Low';
}
