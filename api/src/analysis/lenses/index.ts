import { type InvestorLenses } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { renderInvestorLensesV1 } from '../v1/lenses';
import { buildLensesV2 } from '../v2/lenses';
import { buildPiotroskiV2 } from '../v2/reportQuality';

/**
 * The company through five published checklists, for v1 clients: rendered from the v2 lenses, with
 * Piotroski's figures from the v2 report's F-score, which carries them for both.
 */
export function buildInvestorLenses(m: Metrics): InvestorLenses {
  return renderInvestorLensesV1(buildLensesV2(m), buildPiotroskiV2(m).piotroski);
}
