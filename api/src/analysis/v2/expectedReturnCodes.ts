import { type Reason } from 'shared-types/api';

/**
 * The score's expected-return codes (`score.expected_return.<code>`, shared-types v2/score.ts) for
 * the hold domain's reasons (v2/hold.ts): the hold assumptions' failure, or the 5-year IRR's. The
 * score keeps its own codes (a catalogue is written against them); this table is the only link.
 */
const FROM_HOLD: Readonly<Record<string, string>> = {
  'hold.no_price': 'no_price',
  'hold.no_eps': 'eps_unknown',
  'hold.no_pe': 'pe_unknown',
  'hold.no_growth': 'no_growth',
  'hold.irr.no_outlay': 'irr_needs_outlay',
  'hold.irr.out_of_range': 'irr_out_of_range',
  'hold.irr.below_minus_99': 'irr_below_floor',
  'hold.irr.above_1000': 'irr_above_ceiling',
  'hold.irr.no_solution': 'irr_no_solution',
  'hold.irr.no_price': 'irr_no_price',
  'hold.irr.eps_not_positive': 'irr_eps_not_positive',
  'hold.irr.no_exit_pe': 'irr_no_exit_pe',
  'hold.irr.invalid_inputs': 'irr_invalid_inputs',
};

/** No 5-year projection at all (no hold reason to map). */
export const NO_PROJECTION = 'irr_no_projection';

/** The score's code for a hold reason; one it does not know is `unclassified`, never prose. */
export const expectedReturnCode = (why: Reason | null): string => (why === null ? NO_PROJECTION : (FROM_HOLD[why.code] ?? 'unclassified'));

/** The hold reason behind a score code, for v1's words (v1/holdReasons.ts); undefined for one without. */
export const holdCodeOf = (code: string): string | undefined => Object.keys(FROM_HOLD).find((k) => FROM_HOLD[k] === code);
