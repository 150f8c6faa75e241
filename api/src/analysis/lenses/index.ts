import { type InvestorLenses } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { renderInvestorLensesV1 } from '../v1/lenses';
import { buildLensesV2 } from '../v2/lenses';

/**
 * The company through five published checklists, for v1 clients: rendered from the v2 lenses,
 * with Piotroski's signal details from metrics/piotroski.ts, which has no figures of its own yet.
 */
export function buildInvestorLenses(m: Metrics): InvestorLenses {
  const details = 'reason' in m.piotroski ? [] : m.piotroski.criteria.map((c) => c.detail);
  return renderInvestorLensesV1(buildLensesV2(m), details);
}
