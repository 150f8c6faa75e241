import { type Reason } from 'shared-types/api';
import { formatPct } from '../format';
import { countParam, numberParam, stringParam } from './reasonParams';

/**
 * v1's words for why a 5-year CAGR is not given (a gap code with v2/cagrGap.ts's parameters), frozen
 * as metrics/growthProfile.ts wrote them before the CAGR carried a code: the score's CAGR measures and
 * Lynch's note both say it (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export function cagrGapText(code: string, r: Reason): string {
  const start = stringParam(r, 'start_fiscal_year');
  const span = countParam(r, 'years');
  switch (code) {
    case 'latest_not_positive':
      return 'the latest figure is not positive';
    case 'short_window':
      return `not meaningful: no ${start} figure, so the window would be shorter than ${span} years`;
    case 'loss_start':
      return `not meaningful: the ${span}-year window starts in ${start} at a loss or zero`;
    case 'base_effect':
      return (
        `not meaningful: the ${span}-year window starts in ${start}, a ${stringParam(r, 'extreme')} year (net margin ${formatPct(numberParam(r, 'net_margin'))} ` +
        `against a ${countParam(r, 'median_years')}-year median of ${formatPct(numberParam(r, 'median_net_margin'))}, ${stringParam(r, 'median_period')})`
      );
    default:
      return 'no figures';
  }
}
