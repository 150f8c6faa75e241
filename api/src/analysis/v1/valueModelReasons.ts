import { type Reason, type ValuationModelId } from 'shared-types/api';
import { DISCOUNT_RATE, GRAHAM_ROE_BAND, JUSTIFIED_PE_GROWTH_CAP } from '../assumptions';
import { LENDER_OE_REASON } from './ownerEarningsWords';
import { stringParam } from './reasonParams';

/**
 * The frozen v1 wording of why each valuation model is in or out of the range, keyed by the v2 reason
 * code `value.model.<id>.<why>` (docs/decisions/0005-payload-v2-and-message-catalogue.md). v1 clients
 * read these sentences in Part 3 and in `analysis_meta.figures`; the live words are in
 * shared-types/src/messages/en/value.ts.
 */

const pct1 = (x: number): string => `${(x * 100).toFixed(1)}%`;
const COE = `${Math.round(DISCOUNT_RATE * 100)}%`;

/** Graham's P/E for growth at the cap, the most the lender sentence quotes (8.5 + 2 × 15). */
const MAX_JUSTIFIED_PE = 8.5 + 2 * JUSTIFIED_PE_GROWTH_CAP * 100;

const periodOf = (r: Reason): string => stringParam(r, 'period');

/** The models' v1 names ('EPS × justified P/E'), the words v1 clients read in Part 3 and the figures. */
export const PE_NAME = 'EPS × justified P/E';
export const GRAHAM_NAME = 'Graham number';
export const DCF_NAME = 'DCF of free cash flow after reinvestment';
export const PB_NAME = 'Justified P/B × book value';
export const MODEL_NAMES_V1: Readonly<Record<ValuationModelId, string>> = {
  justified_pe: PE_NAME,
  graham_number: GRAHAM_NAME,
  cash_flow_dcf: DCF_NAME,
  justified_pb: PB_NAME,
};

/** Each code's sentence, given the reason and the median ROE the rule turned on. */
const TEXT: Record<string, (r: Reason, roe: number) => string> = {
  'value.model.justified_pe.in': (_r, roe) =>
    `a median ROE of ${pct1(roe)} clears the ${COE} cost of equity, so growth adds value and a multiple that pays for it applies`,
  'value.model.justified_pe.roe_below_cost_of_equity': (_r, roe) =>
    `a median ROE of ${pct1(roe)} is below the ${COE} cost of equity, so growth does not add value and a multiple that pays for growth would overstate it`,
  'value.model.justified_pe.roe_unknown': () => 'ROE is unknown, so whether growth adds value cannot be told',
  'value.model.justified_pe.eps_not_positive': () => 'EPS is not positive',
  'value.model.justified_pe.no_growth_history': () => 'no growth history to justify a P/E',
  'value.model.justified_pe.lender': () =>
    `Graham's growth P/E of 8.5 + 2g, up to ${MAX_JUSTIFIED_PE} times, would price a bank like an industrial compounder, while a lender's earnings are a return on its equity and leverage, so its value follows ROE against the cost of equity`,
  'value.model.graham_number.in': (_r, roe) => `a median ROE of ${pct1(roe)} is near the 10% that its P/E of 15 and P/B of 1.5 imply`,
  'value.model.graham_number.roe_outside_band': (_r, roe) =>
    `its P/E of 15 and P/B of 1.5 imply a 10% ROE, and a median ROE of ${pct1(roe)} is outside ${pct1(GRAHAM_ROE_BAND[0])}–${pct1(GRAHAM_ROE_BAND[1])}`,
  'value.model.graham_number.roe_unknown': () => 'ROE unknown, so whether its 10% ROE assumption holds cannot be told',
  'value.model.graham_number.needs_positive_inputs': () => 'needs positive EPS and book value per share',
  'value.model.graham_number.lender': () => "it assumes Graham's P/E of 15 and P/B of 1.5 whatever the lender's ROE",
  'value.model.cash_flow_dcf.in': () => 'it charges growth for the reinvestment it needs, so it holds at any positive ROE',
  'value.model.cash_flow_dcf.eps_not_positive': () => 'EPS is not positive',
  'value.model.cash_flow_dcf.no_positive_roe': () => 'no positive return on equity to tell what growth costs',
  'value.model.cash_flow_dcf.no_growth_history': () => 'no growth history',
  'value.model.cash_flow_dcf.lender': () => LENDER_OE_REASON,
  'value.model.justified_pb.in': () => "a lender's value follows its ROE against the cost of equity",
  'value.model.justified_pb.no_statements': () => 'no financial statements',
  'value.model.justified_pb.book_not_positive': (r) => `book value per share is unknown or not positive in ${periodOf(r)}`,
  'value.model.justified_pb.roe_unknown': () => 'ROE is unknown (needs net profit and a positive net worth)',
  'value.model.justified_pb.too_large': () => 'the book value is too large to value',
};

/** The v1 sentence for a model's in/out reason, with the median ROE (value part `median_roe`); an unknown code reads as its code. */
export function modelReasonV1(r: Reason, medianRoe: number | null): string {
  return TEXT[r.code]?.(r, medianRoe ?? Number.NaN) ?? r.code;
}
