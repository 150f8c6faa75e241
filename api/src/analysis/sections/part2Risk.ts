import { type CompanyDetails, type PART2_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { renderPart2V1 } from '../v1/part2';
import { buildRisksV2 } from '../v2/risks';

/** Part 2: the operational risk table and the overall risk assessment, rendered for v1 from the v2 data. */

export { riskCoverage, riskLevel, type RiskLevel } from '../metrics/riskFactors';

export function buildPart2(a: Analysis): CompanyDetails[typeof PART2_TITLE] {
  return renderPart2V1(buildRisksV2(a));
}
