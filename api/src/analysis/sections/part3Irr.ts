import { type Analysis } from '../analyse';
import { irrProjectionsV1 } from '../v1/part3Hold';
import { buildHoldV2 } from '../v2/hold';

/**
 * v1's 'IRR Projections' (with assumptions and a sensitivity grid), rendered from the v2 hold part
 * (v2/hold.ts → v1/part3Hold.ts), as v1 will be served from stored v2. The fat pitch is the value
 * part's (v2/value.ts).
 */
export function irrProjections(a: Analysis): Record<string, string> {
  return irrProjectionsV1(buildHoldV2(a));
}
