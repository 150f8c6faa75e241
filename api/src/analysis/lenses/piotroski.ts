import { LENS_CRITERION_IDS, type InvestorLensV2, type Reason } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { fyLabel } from '../format';
import { reason } from '../v2/figure';
import { buildLens, criterion, notAssessable } from './criteria';

/** Piotroski's nine F-score signals, in the order metrics/piotroski.ts computes them; their words are in the catalogue. */
export const PIOTROSKI_SIGNALS = LENS_CRITERION_IDS.piotroski;

/** Why there is no F-score at all (metrics/quality.ts's piotroskiFor, case for case). */
function noScore(m: Metrics): Reason {
  const latest = m.ctx.latest;
  if (m.ctx.isLender) return reason('lens.piotroski.lender');
  if (latest === null) return reason('lens.no_statements');
  return reason('lens.piotroski.previous_year_missing', { period: latest.label, previous_year: fyLabel(latest.fy - 1) });
}

/**
 * One criterion per signal, as the engine computed it: the outcome only. Each signal's figures
 * are still a v1 sentence of metrics/piotroski.ts (Part 3's quality section words them too);
 * v1 takes them beside this until that file gives figures (../v1/lenses.ts).
 */
export function piotroskiLens(m: Metrics): InvestorLensV2 {
  const f = m.piotroski;
  const criteria = PIOTROSKI_SIGNALS.map((id, i) => {
    if ('reason' in f) return notAssessable(id, noScore(m));
    const c = f.criteria[i];
    return criterion({ id, ok: c === undefined || c.status === 'na' ? null : c.status === 'pass' });
  });
  return buildLens('piotroski', criteria);
}
