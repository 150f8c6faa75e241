import { type InvestorLens } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { buildLens, criterion, notAssessable } from './criteria';

/** Piotroski's nine F-score signals, as the engine computes them (metrics/piotroski.ts), one criterion each. */

export const PIOTROSKI_SOURCE =
  'Joseph D. Piotroski, “Value Investing: The Use of Historical Financial Statement Information to Separate Winners from Losers”, Journal of Accounting Research 38 (2000)';

/** In the order metrics/piotroski.ts computes them. */
export const PIOTROSKI_SIGNALS = [
  { id: 'roa_positive', label: 'Positive ROA', threshold: 'ROA > 0' },
  { id: 'cfo_positive', label: 'Positive cash flow', threshold: 'CFO > 0' },
  { id: 'roa_improving', label: 'Improving ROA', threshold: 'ROA up on last year' },
  { id: 'accruals', label: 'Accruals', threshold: 'CFO ÷ assets > ROA' },
  { id: 'leverage_lower', label: 'Lower leverage', threshold: 'Borrowings ÷ assets down (or none)' },
  { id: 'current_ratio_higher', label: 'Higher current ratio', threshold: 'Current ratio up' },
  { id: 'no_new_shares', label: 'No new shares', threshold: 'Share count not up' },
  { id: 'margin_higher', label: 'Higher margin', threshold: 'Operating margin up' },
  { id: 'turnover_higher', label: 'Higher asset turnover', threshold: 'Sales ÷ assets up' },
] as const;

export function piotroskiLens(m: Metrics): InvestorLens {
  const f = m.piotroski;
  const criteria = PIOTROSKI_SIGNALS.map((s, i) => {
    if ('reason' in f) return notAssessable(s.id, s.label, s.threshold, f.reason);
    const c = f.criteria[i];
    if (c === undefined || c.status === 'na') return notAssessable(s.id, s.label, s.threshold, c?.detail ?? 'not computed');
    return criterion({ id: s.id, label: s.label, threshold: s.threshold, ok: c.status === 'pass', figure: c.detail });
  });
  return buildLens({ id: 'piotroski', name: "Piotroski's F-score", source: PIOTROSKI_SOURCE, criteria });
}
