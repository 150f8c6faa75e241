import { type Analysis } from '../analyse';
import { fatPitchV1, irrProjectionsV1 } from '../v1/part3Hold';
import { buildHoldV2 } from '../v2/hold';

/**
 * 'IRR Projections' (with assumptions and a sensitivity grid) and the 'Fat Pitch Analysis' of v1,
 * rendered from the v2 hold part (v2/hold.ts → v1/part3Hold.ts), as v1 will be served from stored v2.
 */

export function irrProjections(a: Analysis): Record<string, string> {
  return irrProjectionsV1(buildHoldV2(a));
}

export function fatPitchText(a: Analysis): string {
  return fatPitchV1(buildHoldV2(a));
}
