import { valueMessageParams, type Figure, type Reason, type ValueV2 } from 'shared-types/api';
import type { MessageParams, Messages } from 'shared-types/messages';
import { lenderBookLines } from './lenderSentences';
import { asNumber, asRupees } from './reportParts';

/**
 * The sentences of Part 3, section 4 behind 'Show the working', in v1's order
 * (api/src/analysis/v1/part3Value.ts, part3ValueModels.ts): owner's earnings and how each input was
 * taken, then intrinsic value, the margin of safety and what moves it. A value reason is worded with
 * the part's shared figures (valueMessageParams), as the catalogue expects.
 */

/** A value reason in words, with the part's shared figures and any the view adds. */
export function valueReason(messages: Messages, value: ValueV2, reason: Reason | undefined, extra: MessageParams = {}): string {
  return reason === undefined ? '' : messages.format(reason.code, { ...extra, ...valueMessageParams(value, reason) });
}

const inverse = (figure: Figure | undefined): Figure => ({
  value: figure?.value === undefined || figure.value === null || figure.value === 0 ? null : 1 / figure.value,
  unit: 'fraction',
});

export function ownerEarningsLines(messages: Messages, value: ValueV2): string[] {
  const earnings = value.owner_earnings;
  if (earnings === undefined) return [];
  const inputs = earnings.inputs;
  if (earnings.outcome !== 'computed' || inputs === undefined) return [valueReason(messages, value, earnings.reason)];
  const fromProfit = earnings.reconciliation?.params?.from_profit ?? earnings.result ?? null;
  const lines = [
    messages.format('value.owner_earnings.formula', { ...inputs, period: earnings.period, from_profit: fromProfit }),
    valueReason(messages, value, earnings.method),
    valueReason(messages, value, earnings.working_capital),
    ...(earnings.reclassified_lines ?? []).map((line) => messages.format('value.working_capital.reclassified_line', { ...line })),
    valueReason(messages, value, earnings.reconciliation),
  ];
  const average = earnings.average;
  if (average !== undefined) {
    lines.push(
      messages.format('value.owner_earnings.average', {
        years: average.years,
        value: average.value,
        per_share: asRupees(average.per_share),
        shares_crore: average.shares_crore,
      }),
    );
    if (average.price_to_owner_earnings !== undefined && value.price !== undefined)
      lines.push(
        messages.format('value.owner_earnings.price_multiple', {
          price: value.price,
          price_to_owner_earnings: asNumber(average.price_to_owner_earnings),
          yield: inverse(average.price_to_owner_earnings),
        }),
      );
    else if ((average.per_share?.value ?? 1) <= 0) lines.push(messages.format('value.owner_earnings.negative'));
  }
  return lines;
}

function estimateLines(messages: Messages, value: ValueV2): string[] {
  const intrinsicValue = value.intrinsic_value;
  if (intrinsicValue === undefined) return [messages.format('value.margin.no_estimate')];
  const used = value.models.filter((model) => model.used && model.value_per_share !== undefined).length;
  if (value.lender_book !== undefined) return [messages.format('value.margin.lender_value', { intrinsic_value: intrinsicValue })];
  const range = value.range;
  if (used <= 1 || range === undefined) return [messages.format('value.margin.only_estimate', { intrinsic_value: intrinsicValue })];
  const apart = (range.spread.value ?? Infinity) > (range.max_spread.value ?? 0);
  return [
    messages.format('value.margin.range', { intrinsic_value: intrinsicValue, high: range.high, count: used }),
    messages.format(apart ? 'value.margin.too_far_apart' : 'value.margin.within', { spread: asNumber(range.spread), max_spread: asNumber(range.max_spread) }),
  ];
}

export function marginLines(messages: Messages, value: ValueV2): string[] {
  const lines: string[] = [];
  const normalised = value.normalised_earnings;
  if (normalised !== undefined)
    lines.push(
      messages.format('value.normalised.intro', {
        period: normalised.latest_eps.period,
        explanation: valueReason(messages, value, normalised.reason),
        eps: value.eps,
        latest_eps: normalised.latest_eps,
      }),
    );
  for (const model of value.models)
    if (model.used && model.value_per_share !== undefined && messages.has(`value.model.${model.id}.working`))
      lines.push(
        messages.format(`value.model.${model.id}.working`, {
          ...valueMessageParams(value, { code: model.reason.code, params: model.inputs }),
          value_per_share: model.value_per_share,
        }),
      );
  if (value.lender_book !== undefined) lines.push(...lenderBookLines(messages, value, value.lender_book));
  lines.push(...estimateLines(messages, value));
  const { intrinsic_value: intrinsicValue, price, margin_of_safety: margin } = value;
  if (intrinsicValue !== undefined) {
    if (price === undefined || price.value === null) lines.push(messages.format('value.margin.no_price'));
    else if (margin === undefined || margin.value === null) lines.push(messages.format('value.margin.too_small'));
    else {
      lines.push(
        messages.format('value.margin.formula', { intrinsic_value: intrinsicValue, price, margin_of_safety: margin, below: margin.value > 0 }),
        valueReason(messages, value, value.margin_note),
      );
    }
  }
  const sensitivity = value.sensitivity;
  if (sensitivity !== undefined && intrinsicValue !== undefined)
    lines.push(
      messages.format('value.sensitivity', { ...sensitivity, shift: asNumber(sensitivity.shift), intrinsic_value: intrinsicValue }, { decimals: { shift: 0 } }),
    );
  lines.push(valueReason(messages, value, value.reverse_dcf));
  return lines;
}
