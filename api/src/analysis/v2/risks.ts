import { type RiskLevelId, type RisksV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { riskCoverage, riskLevel } from '../metrics/riskFactors';
import { lenderGaps } from '../metrics/riskFactorsLender';
import { reason } from './figure';

/**
 * Part 2 as v2 data (docs/decisions/0005-payload-v2-and-message-catalogue.md): the risk factors,
 * the level and coverage, and why there are no factors when there are none. v1's table and
 * 'Overall Risk Assessment' are rendered from this (api/src/analysis/v1/part2.ts).
 */
export function buildRisksV2(a: Analysis): RisksV2 {
  const coverage = riskCoverage(a.risks);
  const level = riskLevel(a.risks);
  const overall =
    a.ctx.latest === null ? reason('risk.overall.no_statements') : a.risks.length === 0 ? reason('risk.overall.no_model', { kind: a.ctx.kind }) : undefined;
  return {
    factors: a.risks,
    level: level === null ? null : (level.toLowerCase() as RiskLevelId),
    assessed: coverage.assessed,
    applicable: coverage.applicable,
    ...(overall === undefined ? {} : { overall }),
    ...(a.ctx.isLender && a.ctx.latest !== null ? { lender_gaps: lenderGaps(a.ctx) } : {}),
  };
}
