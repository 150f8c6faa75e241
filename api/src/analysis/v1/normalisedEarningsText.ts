import { type Reason } from 'shared-types/api';
import { formatCrore, formatPct } from '../format';
import { figureParam, flagParam, numberParam } from './reasonParams';

/**
 * The frozen v1 sentence saying how normalised earnings were made (metrics/normalisedEarnings.ts),
 * from its v2 reason: the projections' assumptions and Part 3's valuation both quote it.
 */
export function normalisedExplanationV1(r: Reason): string {
  if (r.code === 'value.normalised.lender_roe_book') {
    const roe = figureParam(r, 'roe');
    const worth = figureParam(r, 'net_worth');
    const left = flagParam(r, 'peaks_left_out') ? ' (peak and trough years left out)' : '';
    return `median ROE of ${formatPct(roe?.value ?? null)} over ${roe?.period ?? 'n/a'}${left} × ${worth?.period ?? 'n/a'} book value of ${formatCrore(worth?.value ?? null)}`;
  }
  const margin = figureParam(r, 'operating_margin');
  const sales = figureParam(r, 'sales');
  return (
    `median operating margin of ${formatPct(margin?.value ?? null)} over ${margin?.period ?? 'n/a'} × ${sales?.period ?? 'n/a'} sales of ${formatCrore(sales?.value ?? null)}, ` +
    `plus its other income, less its depreciation and interest, taxed at the ${formatPct(numberParam(r, 'tax_rate'), 2)} statutory rate`
  );
}
