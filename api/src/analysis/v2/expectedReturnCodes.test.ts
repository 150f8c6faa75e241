import { HOLD_IRR_REASON_CODES, HOLD_REASON_CODES, SCORE_REASON_CODES } from 'shared-types/api';
import { expectedReturnCode, holdCodeOf, NO_PROJECTION } from './expectedReturnCodes';

describe("the score's expected-return codes from the hold domain's", () => {
  it('maps each hold failure and IRR refusal to a score code, and back', () => {
    // A thin history refuses only the long horizons, never the scored 5-year one.
    const irr = HOLD_IRR_REASON_CODES.filter((c) => c !== 'hold.irr.thin_history');
    for (const hold of ['hold.no_price', 'hold.no_eps', 'hold.no_pe', 'hold.no_growth', ...irr]) {
      const code = expectedReturnCode({ code: hold });
      expect(SCORE_REASON_CODES).toContain(`score.expected_return.${code}`);
      expect(HOLD_REASON_CODES).toContain(hold);
      expect(holdCodeOf(code)).toBe(hold);
    }
  });

  it('says no projection for none, and unclassified for a code it does not know', () => {
    expect(expectedReturnCode(null)).toBe(NO_PROJECTION);
    expect(expectedReturnCode({ code: 'hold.something_new' })).toBe('unclassified');
  });
});
