import { type Analysis } from '../analyse';
import {
  DISCOUNT_RATE,
  GRAHAM_ROE_BAND,
  JUSTIFIED_PE_GROWTH_CAP,
  LENDER_PB_CAP,
  LENDER_PB_FLOOR,
  MAX_AVERAGED_SPREAD,
  NORMAL_BAND,
  TERMINAL_GROWTH,
} from '../assumptions';
import { formatCrore, formatPct, formatPoints, formatRatio, formatRupees, fyLabel, fySpan, joinList } from '../format';
import { type LenderBook, type ShiftedValues } from '../metrics/lenderValuation';
import { DCF_NAME, GRAHAM_NAME, PB_NAME, PE_NAME, tooFarApart, type Sensitivity } from '../metrics/valuation';

/** Part 3, section 4, the valuation half: intrinsic-value estimates, the reverse DCF and the margin of safety. */

const pbx = (x: number | null): string => formatRatio(x, 2);

/** The justified P/B for a lender, step by step, with every guard explained. */
function bookValueText(b: LenderBook): string {
  const label = fyLabel(b.fy);
  const nw =
    b.equity !== null && b.reserves !== null
      ? `(equity capital ${formatCrore(b.equity)} + reserves ${formatCrore(b.reserves)})`
      : `net worth ${formatCrore(b.netWorth)}`;
  const parts = [`Book value per share = ${nw} / ${formatRatio(b.shares, 2)} crore shares = ${formatRupees(b.bvps)} (${label})${b.sharesNote}.`];
  const roeWhich = normalText(b);
  const g = b.growth;
  const eps =
    g.epsCagr === null
      ? 'the EPS CAGR (not computable, so left out)'
      : `the EPS CAGR of ${formatPct(g.epsCagr)}${b.epsFromFy !== null && b.epsToFy !== null ? ` over ${fySpan(b.epsFromFy, b.epsToFy)}` : ''}`;
  const payout = g.payoutKnown ? `payout ${formatPct(1 - g.retention, 0)}` : 'dividends unknown, so full retention';
  const internal = `ROE × retention = ${formatPct(b.roe)} × (1 − ${payout}) = ${formatPct(g.internal)}`;
  const gNote = g.floored ? `; the lowest is negative, so g is taken as 0` : '';
  const r = formatPct(b.discountRate, 0);
  parts.push(
    `Justified P/B = (ROE − g) / (r − g), the value of a rupee of book for a lender that earns ROE on its equity, grows at g and is priced at a cost of equity r. ROE = ${formatPct(b.roe)}, ${roeWhich}. g = ${formatPct(g.value)}, the lowest of ${eps}, ${internal} (the growth its retained profit can fund without more leverage) and the ${formatPct(g.cap, 0)} cap${gNote}. r = ${r}, the engine's cost of equity.`,
  );
  const pb = b.pb;
  if (pb.reason === 'roe_not_above_growth') {
    parts.push(
      `ROE of ${formatPct(b.roe)} does not exceed g of ${formatPct(g.value)}, so the formula gives no positive multiple: the lender does not earn its ${r} cost of equity, and book value is anchored at the ${pbx(LENDER_PB_FLOOR)} floor (a lender that destroys value still has a loan book worth something).`,
    );
  } else if (pb.reason === 'rate_not_above_growth') {
    parts.push(`g is not below r, so the formula has no finite value; book value is anchored at the ${pbx(LENDER_PB_FLOOR)} floor.`);
  } else {
    const calc = `(${formatPct(b.roe)} − ${formatPct(g.value)}) / (${r} − ${formatPct(g.value)}) = ${pbx(pb.formula)}`;
    const below = b.roe < b.discountRate ? ` ROE is below the ${r} cost of equity, so the lender is worth less than its book.` : '';
    if (pb.bound === 'floored') parts.push(`${calc}, raised to the ${pbx(LENDER_PB_FLOOR)} floor.${below}`);
    else if (pb.bound === 'capped')
      parts.push(`${calc}, capped at ${pbx(LENDER_PB_CAP)}: with g close to r the formula runs away, and few lenders sustain more.`);
    else parts.push(`${calc}, within the ${pbx(LENDER_PB_FLOOR)}–${pbx(LENDER_PB_CAP)} bounds.${below}`);
  }
  parts.push(`Intrinsic value = justified P/B × book value per share = ${pbx(pb.value)} × ${formatRupees(b.bvps)} = ${formatRupees(b.value)}.`);
  if (pb.reason === null && pb.bound === null) {
    parts.push(`Each point of ROE moves the justified P/B by 1 point / (r − g) = ${pbx(0.01 / (b.discountRate - g.value))} times book.`);
  }
  const returns = lenderReturnsText(b);
  if (returns !== '') parts.push(returns);
  if (b.currentPb !== null) parts.push(`The shares trade at ${pbx(b.currentPb)} times book (current P/B) against the justified ${pbx(pb.value)}.`);
  return parts.join(' ');
}

/** Which ROE the justified P/B uses: the median on average net worth, peaks and troughs left out (lenderValuation.ts). */
function normalText(b: LenderBook): string {
  const n = b.normal;
  const basis = b.capitalBasis === 'average' ? 'on average net worth (opening and closing)' : 'on year-end net worth (the year before is not imported)';
  const left =
    n.left.length === 0
      ? `no year lies outside ±${formatPct(NORMAL_BAND, 0)} of its ${formatPct(n.spanMedian)} median`
      : `leaving out ${joinList(n.left.map((l) => `${fyLabel(l.fy)} (${formatPct(l.roe)})`))} as ${n.left.every((l) => l.kind === 'trough') ? 'troughs' : n.left.every((l) => l.kind === 'peak') ? 'peaks' : 'peaks and troughs'}, outside ±${formatPct(NORMAL_BAND, 0)} of the ${formatPct(n.spanMedian)} median`;
  return `the median ROE ${basis} over ${fySpan(n.fromFy, n.toFy)}, ${left}, so that neither a bad credit year nor a one-off sets the value (${fyLabel(b.roeLatestFy)}'s ROE was ${formatPct(b.roeLatest)})`;
}

/** A lender's return on assets and net interest income, where the export carries them. */
function lenderReturnsText(b: LenderBook): string {
  const parts: string[] = [];
  if (b.roa !== null) parts.push(`return on average total assets ${formatPct(b.roa, 2)}`);
  if (b.netInterestIncome !== null) parts.push(`net interest income ${formatCrore(b.netInterestIncome)} (interest earned less interest expended)`);
  if (parts.length === 0) return '';
  return `In ${fyLabel(b.fy)}: ${joinList(parts)}. Capital adequacy and CASA are not in these figures, so this value does not reflect them.`;
}

/** What ±2 points of ROE or of growth do to the value the margin of safety is measured against. */
export function sensitivityText(s: Sensitivity | null, what: string): string {
  if (s === null) return '';
  const pts = formatPoints(s.shift, 0);
  // Lower and higher named one by one: below the cost of equity, more growth lowers the value.
  const at = (x: ShiftedValues, of: string): string =>
    x.down === null || x.up === null
      ? `with ${of} ${pts} lower or higher it cannot be computed`
      : `${of} ${pts} lower gives ${formatRupees(x.down)}, ${pts} higher ${formatRupees(x.up)}`;
  return `Sensitivity of ${what} (${formatRupees(s.low)}): ${at(s.roe, 'ROE')}; ${at(s.growth, 'growth')}.`;
}

/** A lender: one estimate, justified P/B × book value; Graham's formulas and the DCF are named as not used. */
function lenderCandidatesText(a: Analysis): string {
  const v = a.valuation;
  const book = v.lenderBook;
  const parts = [
    "Valuation rests on book value instead, as analysts value Indian banks and NBFCs: a lender's earnings are a return on its equity, so what its book is worth depends on how far ROE clears the cost of equity.",
  ];
  if (book !== null && !('reason' in book)) parts.push(bookValueText(book), sensitivityText(v.sensitivity, 'the value'));
  const notUsed = v.unavailable.filter((u) => u.name !== PB_NAME);
  const failed = v.unavailable.find((u) => u.name === PB_NAME);
  if (failed !== undefined) parts.push(`Not computed: ${PB_NAME} (${failed.reason}).`);
  if (notUsed.length > 0) parts.push(`Not used for a lender: ${notUsed.map((u) => `${u.name} (${u.reason})`).join('; ')}.`);
  return parts.join(' ');
}

export function candidatesText(a: Analysis): string {
  if (a.ctx.isLender) return `${lenderCandidatesText(a)} ${marginText(a)}`;
  const v = a.valuation;
  const lines: string[] = [];
  const g = a.projectionGrowth;
  for (const c of v.candidates) {
    if (c.name === PE_NAME && v.justifiedPe !== null && g !== null) {
      // Growth bounded by a 15.0% sales CAGR may sit a rounding error above the cap: not 'capped'.
      const capped =
        g.value - JUSTIFIED_PE_GROWTH_CAP >= 0.0005
          ? `, the ${formatPct(g.value)} growth capped at ${formatPct(JUSTIFIED_PE_GROWTH_CAP, 0)}`
          : g.value < 0
            ? `, the ${formatPct(g.value)} growth floored at 0`
            : '';
      const gUsed = Math.min(Math.max(g.value, 0), JUSTIFIED_PE_GROWTH_CAP) * 100;
      lines.push(
        `${PE_NAME}: ${formatRupees(v.earningsBase.eps)} × ${formatRatio(v.justifiedPe)} (Graham's 8.5 + 2g with g = ${formatRatio(gUsed, 1)}${capped}; no bond-yield adjustment) = ${formatRupees(c.value)}`,
      );
    } else if (c.name === GRAHAM_NAME) {
      lines.push(`${GRAHAM_NAME}: √(22.5 × EPS ${formatRupees(v.earningsBase.eps)} × book value ${formatRupees(v.bvps)} a share) = ${formatRupees(c.value)}`);
    } else if (c.name === DCF_NAME && v.dcf !== null) {
      const d = v.dcf;
      lines.push(
        `${DCF_NAME}: EPS of ${formatRupees(d.earnings0)} growing ${formatPct(d.growth)} a year for five years and fading to ${formatPct(TERMINAL_GROWTH, 0)} by year ten, less the reinvestment that growth needs (growth / return on capital, with the ${formatPct(d.returnOnCapital)} median ROE: ${formatPct(d.reinvestmentStart, 0)} of earnings in year one, ${formatPct(d.reinvestmentTerminal, 0)} in the terminal years), discounted at ${formatPct(DISCOUNT_RATE, 0)}: ${formatRupees(d.explicit)} for the ten years plus ${formatRupees(d.terminal)} of terminal value = ${formatRupees(c.value)}`,
      );
    }
  }
  const parts: string[] = [];
  const base = v.earningsBase;
  if (base.normalised) {
    parts.push(
      `The estimates value normalised earnings, not ${a.ctx.latest?.label ?? 'the latest year'}'s: ${base.explanation ?? 'an ordinary year'} gives EPS of ${formatRupees(base.eps)}, against the latest ${formatRupees(v.eps)}.`,
    );
  }
  if (lines.length > 0) parts.push(`Intrinsic value estimates: ${lines.map((l, i) => `(${String.fromCharCode(97 + i)}) ${l}`).join('; ')}.`);
  const graham = v.grahamShownOnly;
  if (graham !== null) {
    parts.push(
      `${GRAHAM_NAME}, shown but not used: √(22.5 × EPS ${formatRupees(v.earningsBase.eps)} × book value ${formatRupees(v.bvps)} a share) = ${formatRupees(graham.value)}. Its P/E of 15 and P/B of 1.5 imply a 10% ROE; with a median ROE of ${formatPct(graham.roe)} that assumption does not hold, so it would ${graham.roe > GRAHAM_ROE_BAND[1] ? 'undervalue' : 'overvalue'} the company by design.`,
    );
  }
  const pe = v.models.find((m) => m.name === PE_NAME && !m.used && m.value !== null);
  if (pe !== undefined) parts.push(`${PE_NAME}, shown but not used: ${formatRupees(pe.value)}, because ${pe.reason}.`);
  const notComputed = v.models.filter((m) => !m.used && m.value === null);
  if (notComputed.length > 0) parts.push(`Not computed: ${notComputed.map((u) => `${u.name} (${u.reason})`).join('; ')}.`);
  parts.push(marginText(a));
  const sens = sensitivityText(v.sensitivity, v.candidates.length > 1 ? 'the low end of the range' : 'the estimate');
  if (sens !== '') parts.push(sens);
  const reverse = reverseDcfText(a);
  if (reverse !== '') parts.push(reverse);
  return parts.join(' ');
}

/** The reverse DCF: what the price asks of the business, under the same DCF. */
function reverseDcfText(a: Analysis): string {
  const implied = a.valuation.impliedGrowth;
  const price = a.ctx.price?.price;
  if (implied === null || price === undefined) return '';
  const at = `at ${formatRupees(price)}`;
  if (implied.kind === 'growth_destroys_value') {
    return `Reverse DCF: with a median ROE at or below the ${formatPct(DISCOUNT_RATE, 0)} cost of equity, faster growth lowers the value rather than raising it, so the price cannot be read as a growth rate.`;
  }
  if (implied.kind !== 'solved') {
    return implied.kind === 'below_range'
      ? `Reverse DCF: ${at} the price is below the value even with earnings shrinking ${formatPct(-implied.bound, 0)} a year for ten years.`
      : `Reverse DCF: ${at} the price asks for more than ${formatPct(implied.bound, 0)} a year for ten years, beyond any plausible record.`;
  }
  return `Reverse DCF: ${at} the price implies earnings growth of ${formatPct(implied.growth)} a year for 10 years (then ${formatPct(TERMINAL_GROWTH, 0)}), with the same reinvestment and ${formatPct(DISCOUNT_RATE, 0)} discount rate.`;
}

/** The range of estimates, the low end used, and the margin of safety against it (README, "Intrinsic value"). */
function marginText(a: Analysis): string {
  const v = a.valuation;
  const parts: string[] = [];
  const price = a.ctx.price?.price ?? null;
  const r = v.range;
  if (v.iv === null || r === null) parts.push('With no positive estimate there is no intrinsic value to measure a margin of safety against.');
  else {
    const n = v.candidates.length;
    if (a.ctx.isLender) parts.push(`Intrinsic value: the justified-P/B value, ${formatRupees(v.iv)}.`);
    else if (n === 1) parts.push(`Intrinsic value: the only estimate that applies, ${formatRupees(v.iv)}.`);
    else {
      const apart = tooFarApart(r)
        ? `The estimates are ${formatRatio(r.spread)} times apart, more than ${MAX_AVERAGED_SPREAD}×, so no average is taken: they disagree about what the business will earn, and an average of them would describe neither.`
        : `The estimates lie within ${MAX_AVERAGED_SPREAD}× of each other.`;
      parts.push(`Intrinsic value range: ${formatRupees(r.low)} to ${formatRupees(r.high)} from ${n} estimates. ${apart}`);
    }
    if (price === null) parts.push('There is no current price, so no margin of safety.');
    else if (v.marginOfSafety === null) parts.push('The estimate is too small against the price for a meaningful margin of safety.');
    else {
      const reading = v.marginOfSafety > 0 ? 'the price is below the estimate' : 'the price is above the estimate, so there is no margin of safety';
      const against = n > 1 ? ', measured against the low end of the range, the cautious reading' : '';
      parts.push(
        `Margin of safety = (IV − price) / IV = (${formatRupees(v.iv)} − ${formatRupees(price)}) / ${formatRupees(v.iv)} = ${formatPct(v.marginOfSafety)}${against}: ${reading}. It is measured against intrinsic value, not against the price.`,
      );
      const why = disagreement(a, v.marginOfSafety);
      if (why !== null) parts.push(why);
    }
  }
  return parts.join(' ');
}

/**
 * When the margin of safety and the base 5-year IRR point opposite ways (no margin, yet an IRR
 * above the cost of equity, or the reverse), say why instead of leaving the reader two verdicts.
 */
function disagreement(a: Analysis, mos: number): string | null {
  const five = a.horizons.find((h) => h.years === 5)?.projection.irr ?? null;
  const h = a.hold;
  if (five === null || !h.ok) return null;
  const irrSaysBuy = five >= DISCOUNT_RATE;
  if (irrSaysBuy === mos > 0) return null;
  const exit = `an exit P/E of ${formatRatio(h.exitPe)} in five years`;
  return irrSaysBuy
    ? `Why the 5-year IRR of ${formatPct(five)} clears the ${formatPct(DISCOUNT_RATE, 0)} cost of equity while there is no margin of safety: the IRR assumes the market still pays ${exit}, a multiple that prices in growth well beyond year five, whereas the intrinsic value credits only the cash left after paying for growth and fades growth to ${formatPct(TERMINAL_GROWTH, 0)}. The IRR holds only if that multiple does.`
    : `Why there is a margin of safety while the 5-year IRR of ${formatPct(five)} falls short of the ${formatPct(DISCOUNT_RATE, 0)} cost of equity: the IRR assumes ${exit}, a lower multiple than the cash flows justify, so it is the more cautious reading.`;
}
