import { LENS_CATALOGUE, type InvestorLens } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { buildLens, criterion, notAssessable } from './criteria';

/** Piotroski's nine F-score signals, in the order metrics/piotroski.ts computes them; their words are in the shared catalogue. */
export const PIOTROSKI_SIGNALS = Object.keys(LENS_CATALOGUE.piotroski.criteria);

/** One criterion per signal, as the engine computed it. */
export function piotroskiLens(m: Metrics): InvestorLens {
  const f = m.piotroski;
  const criteria = PIOTROSKI_SIGNALS.map((id, i) => {
    if ('reason' in f) return notAssessable(id, f.reason);
    const c = f.criteria[i];
    if (c === undefined || c.status === 'na') return notAssessable(id, c?.detail ?? 'not computed');
    return criterion({ id, ok: c.status === 'pass', figure: c.detail });
  });
  return buildLens('piotroski', criteria);
}
