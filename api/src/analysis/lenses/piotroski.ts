import { type InvestorLens } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { buildLens, criterion, notAssessable } from './criteria';

/** Piotroski's nine F-score signals, as the engine computes them (metrics/piotroski.ts), one criterion each. */

export const PIOTROSKI_SOURCE =
  'Joseph D. Piotroski, “Value Investing: The Use of Historical Financial Statement Information to Separate Winners from Losers”, Journal of Accounting Research 38 (2000)';

/** In the order metrics/piotroski.ts computes them. */
export const PIOTROSKI_SIGNALS = [
  { id: 'roa_positive', label: 'Positive return on assets', threshold: 'Net profit ÷ opening total assets > 0' },
  { id: 'cfo_positive', label: 'Positive operating cash flow', threshold: 'Operating cash flow > 0' },
  { id: 'roa_improving', label: 'Improving return on assets', threshold: 'Return on assets higher than the year before' },
  { id: 'accruals', label: 'Cash flow exceeds profit', threshold: 'Operating cash flow ÷ opening assets > return on assets' },
  { id: 'leverage_lower', label: 'Lower leverage', threshold: 'Borrowings ÷ average assets lower than the year before (or no borrowings)' },
  { id: 'current_ratio_higher', label: 'Higher current ratio', threshold: 'Current ratio higher than the year before' },
  { id: 'no_new_shares', label: 'No new shares issued', threshold: 'Share count not above the year before' },
  { id: 'margin_higher', label: 'Higher margin', threshold: 'Operating margin (the gross-margin proxy) higher than the year before' },
  { id: 'turnover_higher', label: 'Higher asset turnover', threshold: 'Sales ÷ opening assets higher than the year before' },
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
