import type { LenderBookV2, ValueV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { asNumber } from './reportParts';

/**
 * A lender's justified P/B step by step, behind Part 3 section 4's 'Show the working' (v1:
 * api/src/analysis/v1/part3ValueLender.ts): book value a share, the formula and its bounds, the value,
 * and what the book returns.
 */
export function lenderBookLines(messages: Messages, value: ValueV2, book: LenderBookV2): string[] {
  const rates = { roe: book.roe, growth: book.growth, discount_rate: value.discount_rate ?? null, pb_floor: book.pb_floor, pb_cap: book.pb_cap };
  const lines = [
    messages.format('value.lender.intro'),
    messages.format('value.lender.book_value', {
      equity: book.equity ?? null,
      reserves: book.reserves ?? null,
      shares_crore: book.shares_crore,
      book_value_per_share: value.book_value_per_share ?? null,
      period: book.period,
    }),
    messages.format('value.lender.formula', {
      ...rates,
      span: book.roe.period ?? '',
      left_out: book.left_out.length,
      internal_growth: book.internal_growth,
      growth_cap: book.growth_cap,
    }),
  ];
  if (book.pb_reason !== undefined) lines.push(messages.format(`value.lender.${book.pb_reason}`, rates));
  else lines.push(messages.format('value.lender.multiple', { ...rates, pb_formula: book.pb_formula ?? null, pb_bound: book.pb_bound ?? 'none' }));
  lines.push(
    messages.format('value.lender.value', {
      justified_pb: book.justified_pb,
      book_value_per_share: value.book_value_per_share ?? null,
      intrinsic_value: value.intrinsic_value ?? null,
    }),
  );
  if (book.return_on_assets !== undefined && book.net_interest_income !== undefined)
    lines.push(
      messages.format('value.lender.returns', {
        period: book.period,
        return_on_assets: book.return_on_assets,
        net_interest_income: book.net_interest_income,
      }),
    );
  if (book.current_pb !== undefined)
    lines.push(messages.format('value.lender.current_pb', { current_pb: asNumber(book.current_pb), justified_pb: book.justified_pb }));
  return lines;
}
