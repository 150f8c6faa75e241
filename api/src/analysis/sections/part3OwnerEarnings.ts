import { type CompanyDetails, type PART3_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { renderValueV1 } from '../v1/part3Value';
import { buildValueV2 } from '../v2/value';
import { irrProjections } from './part3Irr';

/** Part 3, section 4: owner's earnings, intrinsic value and margin of safety, IRR projections, fat pitch. */

type OwnerSection = CompanyDetails[typeof PART3_TITLE]["4. Owner's Earnings and Margin of Safety"];

/** v1's section 4, its value texts rendered from the v2 data (v1/part3Value.ts), as v1 will be served from stored v2. */
export function buildOwnerEarningsSection(a: Analysis): OwnerSection {
  const value = renderValueV1(buildValueV2(a));
  return {
    "Owner's Earnings and Margin of Safety Analysis": value.analysis,
    'IRR Projections': irrProjections(a),
    'Fat Pitch Analysis': value.fatPitch,
  };
}
