import { SCORE_REASON_CODES } from 'shared-types/api';
import { modelReasonV1 } from '../v1/valueModelReasons';
import { reason } from './figure';
import { bookGapCode, bookGapReason } from './marginOfSafetyCodes';

describe("the score's margin-of-safety codes for a lender's book not valued", () => {
  it.each(['no_statements', 'book_not_positive', 'roe_unknown', 'too_large'])('maps value.model.justified_pb.%s and back', (gap) => {
    const why = reason(`value.model.justified_pb.${gap}`, { period: gap === 'book_not_positive' ? 'FY2025' : undefined });
    const coded = bookGapCode(why);
    expect(SCORE_REASON_CODES).toContain(`score.margin_of_safety.${coded.code}`);
    const back = bookGapReason(JSON.parse(JSON.stringify(coded)) as typeof coded);
    expect(back).toEqual(why);
    expect(modelReasonV1(back, null)).not.toBe(back.code);
  });

  it('keeps the fiscal year of a book value not positive, and says unclassified for a code it does not know', () => {
    expect(bookGapCode(reason('value.model.justified_pb.book_not_positive', { period: 'FY2025' }))).toEqual({
      code: 'book_value_not_positive',
      params: { fiscal_year: 'FY2025' },
    });
    expect(bookGapCode({ code: 'value.model.justified_pb.new' })).toEqual({ code: 'unclassified' });
  });
});
