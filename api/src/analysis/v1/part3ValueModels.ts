import { type Reason, type ValuationModelV2, type ValueV2 } from 'shared-types/api';
import { GRAHAM_ROE_BAND, JUSTIFIED_PE_GROWTH_CAP } from '../assumptions';
import { formatPct, formatPoints, formatRatio, formatRupees } from '../format';
import { normalisedExplanationV1 } from './normalisedEarningsText';
import { bookValueText } from './part3ValueLender';
import { figureParam, numberParam, valueOf } from './reasonParams';
import { DCF_NAME, GRAHAM_NAME, MODEL_NAMES_V1, modelReasonV1, PB_NAME, PE_NAME } from './valueModelReasons';

/** v1's valuation half of Part 3 section 4, from v2 alone: the estimates, a lender's book value, the margin of safety, the reverse DCF. */

const nameOf = (m: ValuationModelV2): string => MODEL_NAMES_V1[m.id as keyof typeof MODEL_NAMES_V1] ?? m.id;
const input = (m: ValuationModelV2, key: string): number | null => m.inputs?.[key]?.value ?? null;
const inRange = (m: ValuationModelV2): boolean => m.used && m.value_per_share !== undefined;

/** The value part's shared figures, as the lines quote them. */
const shared = (v: ValueV2) => ({
  eps: formatRupees(valueOf(v.eps)),
  bvps: formatRupees(valueOf(v.book_value_per_share)),
  growth: valueOf(v.growth),
  roe: valueOf(v.median_roe),
  rate: formatPct(valueOf(v.discount_rate), 0),
  terminal: formatPct(valueOf(v.terminal_growth), 0),
});
type Shared = ReturnType<typeof shared>;

/** What ±2 points of ROE or of growth do to the value the margin of safety is measured against. */
function sensitivityText(v: ValueV2, what: string): string {
  const s = v.sensitivity;
  if (s === undefined) return '';
  const pts = formatPoints((s.shift.value ?? 0) / 100, 0);
  // Lower and higher named one by one: below the cost of equity, more growth lowers the value.
  const at = (down: number | null, up: number | null, of: string): string =>
    down === null || up === null
      ? `with ${of} ${pts} lower or higher it cannot be computed`
      : `${of} ${pts} lower gives ${formatRupees(down)}, ${pts} higher ${formatRupees(up)}`;
  return `Sensitivity of ${what} (${formatRupees(valueOf(v.intrinsic_value))}): ${at(s.roe_down.value, s.roe_up.value, 'ROE')}; ${at(s.growth_down.value, s.growth_up.value, 'growth')}.`;
}

/** The reverse DCF: what the price asks of the business, under the same DCF. */
function reverseDcfText(v: ValueV2, sh: Shared): string {
  const r = v.reverse_dcf;
  if (r === undefined) return '';
  const at = `at ${formatRupees(valueOf(v.price))}`;
  if (r.code === 'value.reverse_dcf.growth_destroys_value') {
    return `Reverse DCF: with a median ROE at or below the ${sh.rate} cost of equity, faster growth lowers the value rather than raising it, so the price cannot be read as a growth rate.`;
  }
  const pct0 = (key: string): string => formatPct(numberParam(r, key), 0);
  if (r.code === 'value.reverse_dcf.below_range')
    return `Reverse DCF: ${at} the price is below the value even with earnings shrinking ${pct0('shrink')} a year for ten years.`;
  if (r.code === 'value.reverse_dcf.above_range')
    return `Reverse DCF: ${at} the price asks for more than ${pct0('bound')} a year for ten years, beyond any plausible record.`;
  return `Reverse DCF: ${at} the price implies earnings growth of ${formatPct(numberParam(r, 'implied_growth'))} a year for 10 years (then ${sh.terminal}), with the same reinvestment and ${sh.rate} discount rate.`;
}

/** Why the margin of safety and the base 5-year IRR point opposite ways. */
function marginNoteText(r: Reason | undefined, sh: Shared): string | null {
  if (r === undefined) return null;
  const five = formatPct(numberParam(r, 'irr_5y'));
  const exit = `an exit P/E of ${formatRatio(numberParam(r, 'exit_pe'))} in five years`;
  return r.code === 'value.margin.irr_clears_without_margin'
    ? `Why the 5-year IRR of ${five} clears the ${sh.rate} cost of equity while there is no margin of safety: the IRR assumes the market still pays ${exit}, a multiple that prices in growth well beyond year five, whereas the intrinsic value credits only the cash left after paying for growth and fades growth to ${sh.terminal}. The IRR holds only if that multiple does.`
    : `Why there is a margin of safety while the 5-year IRR of ${five} falls short of the ${sh.rate} cost of equity: the IRR assumes ${exit}, a lower multiple than the cash flows justify, so it is the more cautious reading.`;
}

/** The range of estimates, the low end used, and the margin of safety against it (README, "Intrinsic value"). */
function marginText(v: ValueV2, lender: boolean, sh: Shared): string {
  const iv = valueOf(v.intrinsic_value);
  if (v.intrinsic_value === undefined) return 'With no positive estimate there is no intrinsic value to measure a margin of safety against.';
  const parts: string[] = [];
  const n = v.models.filter(inRange).length;
  if (lender) parts.push(`Intrinsic value: the justified-P/B value, ${formatRupees(iv)}.`);
  else if (n === 1 || v.range === undefined) parts.push(`Intrinsic value: the only estimate that applies, ${formatRupees(iv)}.`);
  else {
    const r = v.range;
    const max = String(r.max_spread.value);
    const apart =
      (r.spread.value ?? Infinity) > (r.max_spread.value ?? 0)
        ? `The estimates are ${formatRatio(r.spread.value)} times apart, more than ${max}×, so no average is taken: they disagree about what the business will earn, and an average of them would describe neither.`
        : `The estimates lie within ${max}× of each other.`;
    parts.push(`Intrinsic value range: ${formatRupees(iv)} to ${formatRupees(r.high.value)} from ${n} estimates. ${apart}`);
  }
  const price = valueOf(v.price);
  const mos = valueOf(v.margin_of_safety);
  if (price === null) parts.push('There is no current price, so no margin of safety.');
  else if (mos === null) parts.push('The estimate is too small against the price for a meaningful margin of safety.');
  else {
    const reading = mos > 0 ? 'the price is below the estimate' : 'the price is above the estimate, so there is no margin of safety';
    const against = n > 1 ? ', measured against the low end of the range, the cautious reading' : '';
    parts.push(
      `Margin of safety = (IV − price) / IV = (${formatRupees(iv)} − ${formatRupees(price)}) / ${formatRupees(iv)} = ${formatPct(mos)}${against}: ${reading}. It is measured against intrinsic value, not against the price.`,
    );
    const why = marginNoteText(v.margin_note, sh);
    if (why !== null) parts.push(why);
  }
  return parts.join(' ');
}

/** A lender: one estimate, justified P/B × book value; Graham's formulas and the DCF are named as not used. */
function lenderCandidatesText(v: ValueV2, sh: Shared): string {
  const parts = [
    "Valuation rests on book value instead, as analysts value Indian banks and NBFCs: a lender's earnings are a return on its equity, so what its book is worth depends on how far ROE clears the cost of equity.",
  ];
  if (v.lender_book !== undefined) parts.push(bookValueText(v.lender_book, v), sensitivityText(v, 'the value'));
  const notUsed = v.models.filter((m) => !m.used && m.id !== 'justified_pb');
  const failed = v.models.find((m) => !m.used && m.id === 'justified_pb');
  if (failed !== undefined) parts.push(`Not computed: ${PB_NAME} (${modelReasonV1(failed.reason, sh.roe)}).`);
  if (notUsed.length > 0) parts.push(`Not used for a lender: ${notUsed.map((u) => `${nameOf(u)} (${modelReasonV1(u.reason, sh.roe)})`).join('; ')}.`);
  return parts.join(' ');
}

/** One used model's line of working; null when its figures are not there. */
function estimateLine(m: ValuationModelV2, sh: Shared): string | null {
  const value = formatRupees(valueOf(m.value_per_share));
  if (m.id === 'graham_number') return `${GRAHAM_NAME}: √(22.5 × EPS ${sh.eps} × book value ${sh.bvps} a share) = ${value}`;
  const g = sh.growth;
  if (m.inputs === undefined || g === null) return null;
  if (m.id === 'justified_pe') {
    const cap = JUSTIFIED_PE_GROWTH_CAP;
    // Growth bounded by a 15.0% sales CAGR may sit a rounding error above the cap: not 'capped'.
    const capped = g - cap >= 0.0005 ? `, the ${formatPct(g)} growth capped at ${formatPct(cap, 0)}` : g < 0 ? `, the ${formatPct(g)} growth floored at 0` : '';
    const gUsed = Math.min(Math.max(g, 0), cap) * 100;
    return `${PE_NAME}: ${sh.eps} × ${formatRatio(input(m, 'justified_pe'))} (Graham's 8.5 + 2g with g = ${formatRatio(gUsed, 1)}${capped}; no bond-yield adjustment) = ${value}`;
  }
  if (m.id === 'cash_flow_dcf') {
    const pct0 = (key: string): string => formatPct(input(m, key), 0);
    return `${DCF_NAME}: EPS of ${sh.eps} growing ${formatPct(g)} a year for five years and fading to ${sh.terminal} by year ten, less the reinvestment that growth needs (growth / return on capital, with the ${formatPct(sh.roe)} median ROE: ${pct0('reinvestment_start')} of earnings in year one, ${pct0('reinvestment_terminal')} in the terminal years), discounted at ${sh.rate}: ${formatRupees(input(m, 'explicit_value'))} for the ten years plus ${formatRupees(input(m, 'terminal_value'))} of terminal value = ${value}`;
  }
  return null;
}

/** The estimates a cyclical values on its normalised earnings, not the latest year's. */
function normalisedText(v: ValueV2, sh: Shared): string | null {
  const base = v.normalised_earnings;
  if (base === undefined) return null;
  const applied = figureParam(base.reason, 'sales') ?? figureParam(base.reason, 'net_worth');
  return `The estimates value normalised earnings, not ${applied?.period ?? 'the latest year'}'s: ${normalisedExplanationV1(base.reason)} gives EPS of ${sh.eps}, against the latest ${formatRupees(base.latest_eps.value)}.`;
}

/** The models left out of the range: the Graham number and the justified P/E shown beside it, the rest named with why. */
function outOfRangeText(v: ValueV2, sh: Shared): string[] {
  const parts: string[] = [];
  const graham = v.models.find((m) => m.id === 'graham_number' && m.reason.code === 'value.model.graham_number.roe_outside_band');
  if (graham !== undefined) {
    const roe = sh.roe ?? 0;
    parts.push(
      `${GRAHAM_NAME}, shown but not used: √(22.5 × EPS ${sh.eps} × book value ${sh.bvps} a share) = ${formatRupees(valueOf(graham.value_per_share))}. Its P/E of 15 and P/B of 1.5 imply a 10% ROE; with a median ROE of ${formatPct(roe)} that assumption does not hold, so it would ${roe > GRAHAM_ROE_BAND[1] ? 'undervalue' : 'overvalue'} the company by design.`,
    );
  }
  const pe = v.models.find((m) => m.id === 'justified_pe' && !m.used && m.value_per_share !== undefined);
  if (pe !== undefined)
    parts.push(`${PE_NAME}, shown but not used: ${formatRupees(valueOf(pe.value_per_share))}, because ${modelReasonV1(pe.reason, sh.roe)}.`);
  const notComputed = v.models.filter((m) => !m.used && m.value_per_share === undefined);
  if (notComputed.length > 0) parts.push(`Not computed: ${notComputed.map((u) => `${nameOf(u)} (${modelReasonV1(u.reason, sh.roe)})`).join('; ')}.`);
  return parts;
}

export function candidatesV1(v: ValueV2): string {
  const sh = shared(v);
  if (v.models.some((m) => m.id === 'justified_pb')) return `${lenderCandidatesText(v, sh)} ${marginText(v, true, sh)}`;
  const parts: string[] = [];
  const normalised = normalisedText(v, sh);
  if (normalised !== null) parts.push(normalised);
  const used = v.models.filter(inRange);
  const lines = used.map((m) => estimateLine(m, sh)).filter((l): l is string => l !== null);
  if (lines.length > 0) parts.push(`Intrinsic value estimates: ${lines.map((l, i) => `(${String.fromCharCode(97 + i)}) ${l}`).join('; ')}.`);
  parts.push(...outOfRangeText(v, sh), marginText(v, false, sh));
  const sens = sensitivityText(v, used.length > 1 ? 'the low end of the range' : 'the estimate');
  if (sens !== '') parts.push(sens);
  const reverse = reverseDcfText(v, sh);
  if (reverse !== '') parts.push(reverse);
  return parts.join(' ');
}
