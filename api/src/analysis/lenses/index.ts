import { type InvestorLenses } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { buffettLens } from './buffett';
import { grahamLens } from './graham';
import { greenblattLens } from './greenblatt';
import { lynchLens } from './lynch';
import { piotroskiLens } from './piotroski';

/**
 * The company through five published checklists, from the figures the score uses:
 * each criterion with its threshold in words, the company's figure and pass, fail
 * or not assessable, and each lens with its source.
 */
export function buildInvestorLenses(m: Metrics): InvestorLenses {
  return { lenses: [grahamLens(m), buffettLens(m), lynchLens(m), greenblattLens(m), piotroskiLens(m)] };
}
