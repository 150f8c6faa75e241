import { LENS_CRITERION_IDS, type InvestorLensV2, type Reason } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { type PiotroskiGap } from '../metrics/quality';
import { reason } from '../v2/figure';
import { buildLens, criterion, notAssessable } from './criteria';

/** Piotroski's nine F-score signals, in the order metrics/piotroski.ts computes them; their words are in the catalogue. */
export const PIOTROSKI_SIGNALS = LENS_CRITERION_IDS.piotroski;

/** Why there is no F-score at all (metrics/quality.ts's piotroskiFor). */
function noScore(gap: PiotroskiGap): Reason {
  if (gap.code === 'lender') return reason('lens.piotroski.lender');
  if (gap.code === 'no_statements') return reason('lens.no_statements');
  return reason('lens.piotroski.previous_year_missing', { period: gap.year, previous_year: gap.previousYear });
}

/**
 * One criterion per signal, as the engine computed it: the outcome only. Each signal's figures are
 * the v2 report's criterion of the same place (report.quality.piotroski), carried once for both.
 */
export function piotroskiLens(m: Metrics): InvestorLensV2 {
  const f = m.piotroski;
  const criteria = PIOTROSKI_SIGNALS.map((id, i) => {
    if ('reason' in f) return notAssessable(id, noScore(f.reason));
    const c = f.criteria[i];
    return criterion({ id, ok: c === undefined || c.status === 'na' ? null : c.status === 'pass' });
  });
  return buildLens('piotroski', criteria);
}
