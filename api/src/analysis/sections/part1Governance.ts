import { type CompanyDetails, type PART1_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { renderPart1V1 } from '../v1/part1';
import { buildGovernanceV2 } from '../v2/governance';

/**
 * Part 1: forecasts against actuals and the management-guidance credibility assessment. The
 * engine builds it as v2 data; the v1 text is a rendering of that data
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export function buildPart1(a: Analysis): CompanyDetails[typeof PART1_TITLE] {
  return renderPart1V1(buildGovernanceV2(a));
}
