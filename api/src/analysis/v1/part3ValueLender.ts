import { type LenderBookV2, type ValueV2 } from 'shared-types/api';
import { todaysSharesNote } from './todaysShares';
import { formatCrore, formatPct, formatRatio, formatRupees, joinList } from '../format';
import { valueOf } from './reasonParams';

/** v1's justified-P/B working for a lender (Part 3 section 4), from the v2 value part alone. */

const pbx = (x: number | null | undefined): string => formatRatio(x ?? null, 2);

/** Today's share count beside the statements' count, as the v1 note after book value per share. */
export function sharesNote(b: LenderBookV2): string {
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
  const which = kinds.every((k) => k === 'trough') ? 'troughs' : kinds.every((k) => k === 'peak') ? 'peaks' : 'peaks and troughs';
  const left =
    b.left_out.length === 0
      ? `no year lies outside ±${band} of its ${median} median`
      : `leaving out ${joinList(b.left_out.map((l) => `${l.roe.period ?? 'n/a'} (${formatPct(l.roe.value)})`))} as ${which}, outside ±${band} of the ${median} median`;
  return `the median ROE ${basis} over ${b.roe.period ?? 'n/a'}, ${left}, so that neither a bad credit year nor a one-off sets the value (${b.roe_latest.period ?? 'n/a'}'s ROE was ${formatPct(b.roe_latest.value)})`;
}

/** A lender's return on assets and net interest income, where the export carries them. */
function lenderReturnsText(b: LenderBookV2): string {
  const parts: string[] = [];
  if (b.return_on_assets !== undefined) parts.push(`return on average total assets ${formatPct(b.return_on_assets.value, 2)}`);
  if (b.net_interest_income !== undefined)
    parts.push(`net interest income ${formatCrore(b.net_interest_income.value)} (interest earned less interest expended)`);
  if (parts.length === 0) return '';
  return `In ${b.period}: ${joinList(parts)}. Capital adequacy and CASA are not in these figures, so this value does not reflect them.`;
}

/** How the justified P/B came out of the formula: its guards, floor and cap. */
function multipleText(b: LenderBookV2, roe: string, g: string, r: string, rate: number): string {
  const floor = pbx(b.pb_floor.value);
  if (b.pb_reason === 'roe_not_above_growth') {
    return `ROE of ${roe} does not exceed g of ${g}, so the formula gives no positive multiple: the lender does not earn its ${r} cost of equity, and book value is anchored at the ${floor} floor (a lender that destroys value still has a loan book worth something).`;
  }
  if (b.pb_reason === 'rate_not_above_growth') return `g is not below r, so the formula has no finite value; book value is anchored at the ${floor} floor.`;
  const calc = `(${roe} − ${g}) / (${r} − ${g}) = ${pbx(b.pb_formula?.value)}`;
  const below = (b.roe.value ?? 0) < rate ? ` ROE is below the ${r} cost of equity, so the lender is worth less than its book.` : '';
  if (b.pb_bound === 'floored') return `${calc}, raised to the ${floor} floor.${below}`;
  if (b.pb_bound === 'capped') return `${calc}, capped at ${pbx(b.pb_cap.value)}: with g close to r the formula runs away, and few lenders sustain more.`;
  return `${calc}, within the ${floor}–${pbx(b.pb_cap.value)} bounds.${below}`;
}

/** The justified P/B for a lender, step by step, with every guard explained. */
export function bookValueText(b: LenderBookV2, v: ValueV2): string {
  const nw =
    b.equity !== undefined && b.reserves !== undefined
      ? `(equity capital ${formatCrore(b.equity.value)} + reserves ${formatCrore(b.reserves.value)})`
      : `net worth ${formatCrore(b.net_worth.value)}`;
  const bvps = formatRupees(valueOf(v.book_value_per_share));
  const parts = [`Book value per share = ${nw} / ${formatRatio(b.shares_crore.value, 2)} crore shares = ${bvps} (${b.period})${sharesNote(b)}.`];
  const roe = formatPct(b.roe.value);
  const g = formatPct(b.growth.value);
  const eps =
    b.eps_cagr === undefined
      ? 'the EPS CAGR (not computable, so left out)'
      : `the EPS CAGR of ${formatPct(b.eps_cagr.value)}${b.eps_cagr.period === undefined ? '' : ` over ${b.eps_cagr.period}`}`;
  const payout = b.payout === undefined ? 'dividends unknown, so full retention' : `payout ${formatPct(b.payout.value, 0)}`;
  const internal = `ROE × retention = ${roe} × (1 − ${payout}) = ${formatPct(b.internal_growth.value)}`;
  const gNote = b.growth_floored === true ? `; the lowest is negative, so g is taken as 0` : '';
  const rate = valueOf(v.discount_rate) ?? 0;
  const r = formatPct(rate, 0);
  parts.push(
    `Justified P/B = (ROE − g) / (r − g), the value of a rupee of book for a lender that earns ROE on its equity, grows at g and is priced at a cost of equity r. ROE = ${roe}, ${normalText(b)}. g = ${g}, the lowest of ${eps}, ${internal} (the growth its retained profit can fund without more leverage) and the ${formatPct(b.growth_cap.value, 0)} cap${gNote}. r = ${r}, the engine's cost of equity.`,
  );
  parts.push(multipleText(b, roe, g, r, rate));
  parts.push(`Intrinsic value = justified P/B × book value per share = ${pbx(b.justified_pb.value)} × ${bvps} = ${formatRupees(valueOf(v.intrinsic_value))}.`);
  if (b.pb_reason === undefined && b.pb_bound === undefined) {
    parts.push(`Each point of ROE moves the justified P/B by 1 point / (r − g) = ${pbx(0.01 / (rate - (b.growth.value ?? 0)))} times book.`);
  }
  const returns = lenderReturnsText(b);
  if (returns !== '') parts.push(returns);
  if (b.current_pb !== undefined)
    parts.push(`The shares trade at ${pbx(b.current_pb.value)} times book (current P/B) against the justified ${pbx(b.justified_pb.value)}.`);
  return parts.join(' ');
}
