import { type Reason } from 'shared-types/api';
import { type RoceGap } from '../metrics/roce';
import { reason } from './figure';

/** Why ROCE is not computed, as the report's code (metrics/roce.ts gives the gap; v1/roceText.ts words it for v1). */
export function roceReason(why: RoceGap | null): Reason {
  return reason(why === null ? 'report.roce.unknown' : `report.roce.${why}`);
}
