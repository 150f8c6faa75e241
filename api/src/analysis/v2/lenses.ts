import { type InvestorLensesV2 } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { buffettLens } from '../lenses/buffett';
import { grahamLens } from '../lenses/graham';
import { greenblattLens } from '../lenses/greenblatt';
import { lynchLens } from '../lenses/lynch';
import { piotroskiLens } from '../lenses/piotroski';

/**
 * `investor_lenses` as v2 data (shared-types `InvestorLensesV2`): the company through five
 * published checklists, each criterion an id, an outcome, figures and reason codes. v1's
 * strings are rendered from this (../v1/lenses.ts); see docs/decisions/0005-payload-v2-and-message-catalogue.md.
 */
export function buildLensesV2(a: Metrics): InvestorLensesV2 {
  return { lenses: [grahamLens(a), buffettLens(a), lynchLens(a), greenblattLens(a), piotroskiLens(a)] };
}
