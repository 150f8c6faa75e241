import { type Reason, type ReasonParam } from 'shared-types/api';
import { reason } from './figure';

/**
 * The score's margin-of-safety codes (`score.margin_of_safety.<code>`) for why a lender's book is not
 * valued, from the value domain's codes (metrics/lenderValuation.ts, `value.model.justified_pb.<gap>`).
 * The score keeps its own codes (a catalogue is written against them); this table is the only link.
 */
const FROM_BOOK: Readonly<Record<string, string>> = {
  'value.model.justified_pb.no_statements': 'book_no_statements',
  'value.model.justified_pb.book_not_positive': 'book_value_not_positive',
  'value.model.justified_pb.roe_unknown': 'book_roe_unknown',
  'value.model.justified_pb.too_large': 'book_too_large',
};

export interface BookGap {
  code: string;
  params?: Record<string, ReasonParam>;
}

/** The score's code; the period of a book value not positive is its fiscal year. */
export function bookGapCode(why: Reason): BookGap {
  const code = FROM_BOOK[why.code];
  if (code === undefined) return { code: 'unclassified' };
  const period = why.params?.period;
  return code === 'book_value_not_positive' && typeof period === 'string' ? { code, params: { fiscal_year: period } } : { code };
}

/** The value domain's reason behind a score code, for v1's words (v1/valueModelReasons.ts). */
export function bookGapReason(gap: BookGap): Reason {
  const code = Object.keys(FROM_BOOK).find((k) => FROM_BOOK[k] === gap.code) ?? gap.code;
  return reason(code, { period: gap.params?.fiscal_year });
}
