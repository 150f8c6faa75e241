import { finiteOrNull, safeDivide } from '../math/growth';

/**
 * Altman Z'' (non-manufacturers and emerging markets):
 * Z'' = 6.56 X1 + 3.26 X2 + 6.72 X3 + 1.05 X4, with X1 = working capital / TA,
 * X2 = reserves / TA (the Indian proxy for retained earnings), X3 = EBIT / TA and
 * X4 = book equity / total liabilities. Zones per Altman: above 2.6 safe, 1.1 to
 * 2.6 grey, below 1.1 distress. Computed only when all four terms are known: a
 * sum with X1 left out is not Z'', and judging it against Z'''s zones moved real
 * companies between zones (safe shown as grey, distress as grey). Screener
 * exports carry no current assets or liabilities, so for them it is not assessed.
 */

export const ALTMAN_SAFE = 2.6;
export const ALTMAN_DISTRESS = 1.1;

/** Why Z'' was not computed, as the score's `altman_z` codes; Part 2 maps them to its own (riskFactorReasons.ts). */
export const ALTMAN_GAPS = ['lender', 'total_assets_unknown', 'needs_inputs', 'liabilities_not_positive', 'no_working_capital', 'out_of_range'] as const;
export type AltmanGap = (typeof ALTMAN_GAPS)[number];

export interface AltmanInput {
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  reserves: number | null;
  ebit: number | null;
  /** Equity share capital + reserves. */
  netWorth: number | null;
}

export type AltmanZone = 'safe' | 'grey' | 'distress';

export type Altman =
  | { z: number; zone: AltmanZone; x1: number; x2: number; x3: number; x4: number; totalLiabilities: number; reason: null }
  | { z: null; reason: AltmanGap };

export function altmanZone(z: number): AltmanZone {
  return z > ALTMAN_SAFE ? 'safe' : z >= ALTMAN_DISTRESS ? 'grey' : 'distress';
}

export function computeAltman(input: AltmanInput, isLender: boolean): Altman {
  if (isLender) return { z: null, reason: 'lender' };
  const ta = input.totalAssets;
  if (ta === null || ta <= 0) return { z: null, reason: 'total_assets_unknown' };
  if (input.reserves === null || input.ebit === null || input.netWorth === null) return { z: null, reason: 'needs_inputs' };
  const totalLiabilities = ta - input.netWorth;
  if (totalLiabilities <= 0) return { z: null, reason: 'liabilities_not_positive' };
  if (input.currentAssets === null || input.currentLiabilities === null) return { z: null, reason: 'no_working_capital' };
  const x1 = safeDivide(input.currentAssets - input.currentLiabilities, ta);
  const x2 = safeDivide(input.reserves, ta);
  const x3 = safeDivide(input.ebit, ta);
  const x4 = safeDivide(input.netWorth, totalLiabilities);
  if (x1 === null || x2 === null || x3 === null || x4 === null) return { z: null, reason: 'out_of_range' };
  const z = finiteOrNull(6.56 * x1 + 3.26 * x2 + 6.72 * x3 + 1.05 * x4);
  if (z === null) return { z: null, reason: 'out_of_range' };
  return { z, zone: altmanZone(z), x1, x2, x3, x4, totalLiabilities, reason: null };
}
