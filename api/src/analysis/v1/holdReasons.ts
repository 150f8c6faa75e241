import { type Reason } from 'shared-types/api';
import { plural } from '../format';

/**
 * The frozen v1 wording of the hold domain's reasons why nothing, or one horizon, is projected
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md): v1 answers are rendered from v2 with
 * these words, so editing the live catalogue never changes a v1 answer.
 */
const FIXED: Readonly<Record<string, string>> = {
  'hold.no_statements': 'no financial statements imported yet',
  'hold.no_price': 'there is no current share price',
  'hold.no_eps': 'EPS is unknown',
  'hold.no_pe': 'the current P/E cannot be computed',
  'hold.no_growth': 'there is no usable growth history (neither an EPS nor a sales CAGR can be computed)',
  'hold.irr.no_outlay': 'needs an initial outlay followed by returns',
  'hold.irr.out_of_range': 'cash flows out of range',
  'hold.irr.below_minus_99': 'the projected returns do not recover even 1% of the price (IRR below −99%)',
  'hold.irr.above_1000': 'IRR above 1,000% a year: the inputs are not plausible',
  'hold.irr.no_solution': 'no solution',
  'hold.irr.no_price': 'no positive current price',
  'hold.irr.eps_not_positive': 'EPS is zero or negative, so an earnings-based IRR is not meaningful',
  'hold.irr.no_exit_pe': 'no positive exit P/E',
  'hold.irr.invalid_inputs': 'invalid horizon or growth',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** An EPS period as v1 named it: 'FY2024 (15 months, annualised)' for a longer period at a twelve-month rate. */
export function epsPeriodText(period: string, months: unknown): string {
  return typeof months === 'number' ? `${period} (${months} months, annualised)` : period;
}

/** The v1 words of a hold reason; an unknown code gives its generic 'no solution'. */
export function holdReasonText(why: Reason): string {
  const p = why.params ?? {};
  if (why.code === 'hold.eps_not_positive')
    return `${epsPeriodText(text(p.period), p.months)} EPS is not positive, so an earnings-based return is not meaningful`;
  if (why.code === 'hold.irr.thin_history')
    return `only ${plural(count(p.years), 'twelve-month year')} of history (${count(p.needed)} needed for a ${count(p.horizon_years)}-year view)`;
  return FIXED[why.code] ?? FIXED['hold.irr.no_solution'] ?? '';
}
