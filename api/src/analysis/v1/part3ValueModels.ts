import { type LenderBookV2, type Reason, type ValuationModelV2, type ValueV2 } from 'shared-types/api';
import { GRAHAM_ROE_BAND } from '../assumptions';
import { formatCrore, formatPct, formatPoints, formatRatio, formatRupees, joinList } from '../format';
import { todaysSharesNote } from '../context/perShareBasis';
import { normalisedExplanationV1 } from './normalisedEarningsText';
import { figureParam, numberParam, valueOf } from './reasonParams';
import { DCF_NAME, GRAHAM_NAME, MODEL_NAMES_V1, modelReasonV1, PB_NAME, PE_NAME } from './valueModelReasons';

/** v1's valuation half of Part 3 section 4, from v2 alone: the estimates, a lender's book value, the margin of safety, the reverse DCF. */

const pbx = (x: number | null | undefined): string => formatRatio(x ?? null, 2);
const nameOf = (m: ValuationModelV2): string => MODEL_NAMES_V1[m.id as keyof typeof MODEL_NAMES_V1] ?? m.id;
const input = (m: ValuationModelV2, key: string): number | null => m.inputs?.[key]?.value ?? null;
const inRange = (m: ValuationModelV2): boolean => m.used && m.value_per_share !== undefined;

/** Today's share count beside the statements' count, as the v1 note after book value per share. */
function sharesNote(b: LenderBookV2): string {
  const t = b.todays_shares;
  if (t === undefined || t.today_crore.value === null || t.statements_crore.value === null) return '';
  const basis = { shares: t.today_crore.value, statementShares: t.statements_crore.value, statementLabel: t.statements_crore.period ?? null };
  return todaysSharesNote({ ...basis, from: 'exchange', asOf: null, factor: 1, differs: true }, 'book value per share');
}

/** Which ROE the justified P/B uses: the median on average net worth, peaks and troughs left out. */
function normalText(b: LenderBookV2): string {
  const basis = b.capital_basis === 'average' ? 'on average net worth (opening and closing)' : 'on year-end net worth (the year before is not imported)';
  const band = formatPct(b.roe_band.value, 0);
  const median = formatPct(b.roe_span_median.value);
  const kinds = b.left_out.map((l) => l.kind);
  const left =
    b.left_out.length === 0
      ? `no year lies outside ±${band} of its ${median} median`
      : `leaving out ${joinList(b.left_out.map((l) => `${l.roe.period ?? 'n/a'} (${formatPct(l.roe.value)})`))} as ${kinds.every((k) => k === 'trough') ? 'troughs' : kinds.every((k) => k === 'peak') ? 'peaks' : 'peaks and troughs'}, outside ±${band} of the ${median} median`;
  return `the median ROE ${basis} over ${b.roe.period ?? 'n/a'}, ${left}, so that neither a bad credit year nor a one-off sets the value (${b.roe_latest.period ?? 'n/a'}'s ROE was ${formatPct(b.roe_latest.value)})`;
}

/** A lender's return on assets and net interest income, where the export carries them. */
function lenderReturnsText(b: LenderBookV2): string {
  const parts: string[] = [];
  if (b.return_on_assets !== undefined) parts.push(`return on average total assets ${formatPct(b.return_on_assets.value, 2)}`);
  if (b.net_interest_income !== undefined)
    parts.push(`net interest income ${formatCrore(b.net_interest_income.value)} (interest earned less interest expended)`);
  if (parts.length === 0) return '';
  return `In ${b.book_value_per_share.period ?? 'n/a'}: ${joinList(parts)}. Capital adequacy and CASA are not in these figures, so this value does not reflect them.`;
}

/** The justified P/B for a lender, step by step, with every guard explained. */
function bookValueText(b: LenderBookV2): string {
  const nw =
    b.equity !== undefined && b.reserves !== undefined
      ? `(equity capital ${formatCrore(b.equity.value)} + reserves ${formatCrore(b.reserves.value)})`
      : `net worth ${formatCrore(b.net_worth.value)}`;
  const bvps = formatRupees(b.book_value_per_share.value);
  const parts = [
    `Book value per share = ${nw} / ${formatRatio(b.shares_crore.value, 2)} crore shares = ${bvps} (${b.book_value_per_share.period ?? 'n/a'})${sharesNote(b)}.`,
  ];
  const roe = formatPct(b.roe.value);
  const g = formatPct(b.growth.value);
  const eps =
    b.eps_cagr === undefined
      ? 'the EPS CAGR (not computable, so left out)'
      : `the EPS CAGR of ${formatPct(b.eps_cagr.value)}${b.eps_cagr.period === undefined ? '' : ` over ${b.eps_cagr.period}`}`;
  const payout = b.payout === undefined ? 'dividends unknown, so full retention' : `payout ${formatPct(b.payout.value, 0)}`;
  const internal = `ROE × retention = ${roe} × (1 − ${payout}) = ${formatPct(b.internal_growth.value)}`;
  const gNote = b.growth_floored === true ? `; the lowest is negative, so g is taken as 0` : '';
  const r = formatPct(b.discount_rate.value, 0);
  parts.push(
    `Justified P/B = (ROE − g) / (r − g), the value of a rupee of book for a lender that earns ROE on its equity, grows at g and is priced at a cost of equity r. ROE = ${roe}, ${normalText(b)}. g = ${g}, the lowest of ${eps}, ${internal} (the growth its retained profit can fund without more leverage) and the ${formatPct(b.growth_cap.value, 0)} cap${gNote}. r = ${r}, the engine's cost of equity.`,
  );
  const floor = pbx(b.pb_floor.value);
  if (b.pb_reason === 'roe_not_above_growth') {
    parts.push(
      `ROE of ${roe} does not exceed g of ${g}, so the formula gives no positive multiple: the lender does not earn its ${r} cost of equity, and book value is anchored at the ${floor} floor (a lender that destroys value still has a loan book worth something).`,
    );
  } else if (b.pb_reason === 'rate_not_above_growth') {
    parts.push(`g is not below r, so the formula has no finite value; book value is anchored at the ${floor} floor.`);
  } else {
    const calc = `(${roe} − ${g}) / (${r} − ${g}) = ${pbx(b.pb_formula?.value)}`;
    const below = (b.roe.value ?? 0) < (b.discount_rate.value ?? 0) ? ` ROE is below the ${r} cost of equity, so the lender is worth less than its book.` : '';
    if (b.pb_bound === 'floored') parts.push(`${calc}, raised to the ${floor} floor.${below}`);
    else if (b.pb_bound === 'capped')
      parts.push(`${calc}, capped at ${pbx(b.pb_cap.value)}: with g close to r the formula runs away, and few lenders sustain more.`);
    else parts.push(`${calc}, within the ${floor}–${pbx(b.pb_cap.value)} bounds.${below}`);
  }
  parts.push(`Intrinsic value = justified P/B × book value per share = ${pbx(b.justified_pb.value)} × ${bvps} = ${formatRupees(b.value_per_share.value)}.`);
  if (b.pb_reason === undefined && b.pb_bound === undefined) {
    parts.push(
      `Each point of ROE moves the justified P/B by 1 point / (r − g) = ${pbx(0.01 / ((b.discount_rate.value ?? 0) - (b.growth.value ?? 0)))} times book.`,
    );
  }
  const returns = lenderReturnsText(b);
  if (returns !== '') parts.push(returns);
  if (b.current_pb !== undefined)
    parts.push(`The shares trade at ${pbx(b.current_pb.value)} times book (current P/B) against the justified ${pbx(b.justified_pb.value)}.`);
  return parts.join(' ');
}

/** What ±2 points of ROE or of growth do to the value the margin of safety is measured against. */
function sensitivityText(s: ValueV2['sensitivity'], what: string): string {
  if (s === undefined) return '';
  const pts = formatPoints((s.shift.value ?? 0) / 100, 0);
  // Lower and higher named one by one: below the cost of equity, more growth lowers the value.
  const at = (down: number | null, up: number | null, of: string): string =>
    down === null || up === null
      ? `with ${of} ${pts} lower or higher it cannot be computed`
      : `${of} ${pts} lower gives ${formatRupees(down)}, ${pts} higher ${formatRupees(up)}`;
  return `Sensitivity of ${what} (${formatRupees(s.base.value)}): ${at(s.roe_down.value, s.roe_up.value, 'ROE')}; ${at(s.growth_down.value, s.growth_up.value, 'growth')}.`;
}

/** The reverse DCF: what the price asks of the business, under the same DCF. */
function reverseDcfText(r: Reason | undefined): string {
  if (r === undefined) return '';
  const at = `at ${formatRupees(numberParam(r, 'price'))}`;
  const pct0 = (key: string): string => formatPct(numberParam(r, key), 0);
  if (r.code === 'value.reverse_dcf.growth_destroys_value') {
    return `Reverse DCF: with a median ROE at or below the ${pct0('discount_rate')} cost of equity, faster growth lowers the value rather than raising it, so the price cannot be read as a growth rate.`;
  }
  if (r.code === 'value.reverse_dcf.below_range')
    return `Reverse DCF: ${at} the price is below the value even with earnings shrinking ${pct0('shrink')} a year for ten years.`;
  if (r.code === 'value.reverse_dcf.above_range')
    return `Reverse DCF: ${at} the price asks for more than ${pct0('growth')} a year for ten years, beyond any plausible record.`;
  return `Reverse DCF: ${at} the price implies earnings growth of ${formatPct(numberParam(r, 'implied_growth'))} a year for 10 years (then ${pct0('terminal_growth')}), with the same reinvestment and ${pct0('discount_rate')} discount rate.`;
}

/** Why the margin of safety and the base 5-year IRR point opposite ways. */
function marginNoteText(r: Reason | undefined): string | null {
  if (r === undefined) return null;
  const five = formatPct(numberParam(r, 'irr_5y'));
  const coe = formatPct(numberParam(r, 'cost_of_equity'), 0);
  const exit = `an exit P/E of ${formatRatio(numberParam(r, 'exit_pe'))} in five years`;
  return r.code === 'value.margin.irr_clears_without_margin'
    ? `Why the 5-year IRR of ${five} clears the ${coe} cost of equity while there is no margin of safety: the IRR assumes the market still pays ${exit}, a multiple that prices in growth well beyond year five, whereas the intrinsic value credits only the cash left after paying for growth and fades growth to ${formatPct(numberParam(r, 'terminal_growth'), 0)}. The IRR holds only if that multiple does.`
    : `Why there is a margin of safety while the 5-year IRR of ${five} falls short of the ${coe} cost of equity: the IRR assumes ${exit}, a lower multiple than the cash flows justify, so it is the more cautious reading.`;
}

/** The range of estimates, the low end used, and the margin of safety against it (README, "Intrinsic value"). */
function marginText(v: ValueV2, lender: boolean): string {
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
    const why = marginNoteText(v.margin_note);
    if (why !== null) parts.push(why);
  }
  return parts.join(' ');
}

/** A lender: one estimate, justified P/B × book value; Graham's formulas and the DCF are named as not used. */
function lenderCandidatesText(v: ValueV2): string {
  const parts = [
    "Valuation rests on book value instead, as analysts value Indian banks and NBFCs: a lender's earnings are a return on its equity, so what its book is worth depends on how far ROE clears the cost of equity.",
  ];
  if (v.lender_book !== undefined) parts.push(bookValueText(v.lender_book), sensitivityText(v.sensitivity, 'the value'));
  const notUsed = v.models.filter((m) => !m.used && m.id !== 'justified_pb');
  const failed = v.models.find((m) => !m.used && m.id === 'justified_pb');
  if (failed !== undefined) parts.push(`Not computed: ${PB_NAME} (${modelReasonV1(failed.reason)}).`);
  if (notUsed.length > 0) parts.push(`Not used for a lender: ${notUsed.map((u) => `${nameOf(u)} (${modelReasonV1(u.reason)})`).join('; ')}.`);
  return parts.join(' ');
}

/** One used model's line of working; null when its inputs are not there. */
function estimateLine(m: ValuationModelV2): string | null {
  const value = formatRupees(valueOf(m.value_per_share));
  const eps = formatRupees(input(m, 'eps'));
  if (m.inputs === undefined) return null;
  if (m.id === 'justified_pe') {
    const g = input(m, 'growth') ?? 0;
    const cap = input(m, 'growth_cap') ?? 0;
    // Growth bounded by a 15.0% sales CAGR may sit a rounding error above the cap: not 'capped'.
    const capped = g - cap >= 0.0005 ? `, the ${formatPct(g)} growth capped at ${formatPct(cap, 0)}` : g < 0 ? `, the ${formatPct(g)} growth floored at 0` : '';
    const gUsed = Math.min(Math.max(g, 0), cap) * 100;
    return `${PE_NAME}: ${eps} × ${formatRatio(input(m, 'justified_pe'))} (Graham's 8.5 + 2g with g = ${formatRatio(gUsed, 1)}${capped}; no bond-yield adjustment) = ${value}`;
  }
  if (m.id === 'graham_number') return `${GRAHAM_NAME}: √(22.5 × EPS ${eps} × book value ${formatRupees(input(m, 'book_value_per_share'))} a share) = ${value}`;
  if (m.id === 'cash_flow_dcf') {
    const pct = (key: string, dp?: number): string => formatPct(input(m, key), dp);
    return `${DCF_NAME}: EPS of ${eps} growing ${pct('growth')} a year for five years and fading to ${pct('terminal_growth', 0)} by year ten, less the reinvestment that growth needs (growth / return on capital, with the ${pct('return_on_capital')} median ROE: ${pct('reinvestment_start', 0)} of earnings in year one, ${pct('reinvestment_terminal', 0)} in the terminal years), discounted at ${pct('discount_rate', 0)}: ${formatRupees(input(m, 'explicit_value'))} for the ten years plus ${formatRupees(input(m, 'terminal_value'))} of terminal value = ${value}`;
  }
  return null;
}

export function candidatesV1(v: ValueV2): string {
  const lender = v.models.some((m) => m.id === 'justified_pb');
  if (lender) return `${lenderCandidatesText(v)} ${marginText(v, true)}`;
  const parts: string[] = [];
  const base = v.normalised_earnings;
  if (base !== undefined) {
    const applied = figureParam(base.reason, 'sales') ?? figureParam(base.reason, 'net_worth');
    parts.push(
      `The estimates value normalised earnings, not ${applied?.period ?? 'the latest year'}'s: ${normalisedExplanationV1(base.reason)} gives EPS of ${formatRupees(base.eps.value)}, against the latest ${formatRupees(base.latest_eps.value)}.`,
    );
  }
  const lines = v.models
    .filter(inRange)
    .map(estimateLine)
    .filter((l): l is string => l !== null);
  if (lines.length > 0) parts.push(`Intrinsic value estimates: ${lines.map((l, i) => `(${String.fromCharCode(97 + i)}) ${l}`).join('; ')}.`);
  const graham = v.models.find((m) => m.id === 'graham_number' && m.reason.code === 'value.model.graham_number.roe_outside_band');
  if (graham !== undefined) {
    const roe = numberParam(graham.reason, 'roe') ?? 0;
    // Out of the 8–12% band: at or above its top (after rounding) the ROE is above the band.
    const way = roe >= GRAHAM_ROE_BAND[1] ? 'undervalue' : 'overvalue';
    parts.push(
      `${GRAHAM_NAME}, shown but not used: √(22.5 × EPS ${formatRupees(input(graham, 'eps'))} × book value ${formatRupees(input(graham, 'book_value_per_share'))} a share) = ${formatRupees(valueOf(graham.value_per_share))}. Its P/E of 15 and P/B of 1.5 imply a 10% ROE; with a median ROE of ${formatPct(roe)} that assumption does not hold, so it would ${way} the company by design.`,
    );
  }
  const pe = v.models.find((m) => m.id === 'justified_pe' && !m.used && m.value_per_share !== undefined);
  if (pe !== undefined) parts.push(`${PE_NAME}, shown but not used: ${formatRupees(valueOf(pe.value_per_share))}, because ${modelReasonV1(pe.reason)}.`);
  const notComputed = v.models.filter((m) => !m.used && m.value_per_share === undefined);
  if (notComputed.length > 0) parts.push(`Not computed: ${notComputed.map((u) => `${nameOf(u)} (${modelReasonV1(u.reason)})`).join('; ')}.`);
  parts.push(marginText(v, false));
  const sens = sensitivityText(v.sensitivity, v.models.filter(inRange).length > 1 ? 'the low end of the range' : 'the estimate');
  if (sens !== '') parts.push(sens);
  const reverse = reverseDcfText(v.reverse_dcf);
  if (reverse !== '') parts.push(reverse);
  return parts.join(' ');
}
