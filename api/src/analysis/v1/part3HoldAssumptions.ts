import { type Figure, type HoldProjectionInputs, type Reason, type ReasonParam } from 'shared-types/api';
import { type PerShareBasis } from '../context/perShareBasis';
import { todaysSharesNote } from './todaysShares';
import { formatCrore, formatPct, formatRatio, formatRupees, plural } from '../format';
import { epsPeriodText } from './holdReasons';

/**
 * The v1 'Assumptions' line of 'IRR Projections', rendered from the v2 hold inputs and their
 * reason codes (v2/holdAssumptions.ts) with the frozen v1 words: byte for byte what the engine
 * wrote before v2 (api/src/analysis/__golden__).
 */

const CRORE = 1e7;

/** A figure parameter's value, or null. */
export function valueOf(param: ReasonParam | undefined): number | null {
  return param !== null && typeof param === 'object' && !Array.isArray(param) ? (param as Figure).value : null;
}
const periodOf = (param: ReasonParam | undefined): string =>
  param !== null && typeof param === 'object' && !Array.isArray(param) ? ((param as Figure).period ?? '') : '';
const num = (param: ReasonParam | undefined): number => (typeof param === 'number' ? param : 0);
const str = (param: ReasonParam | undefined): string => (typeof param === 'string' ? param : String(param));

/** When the price is from, and whether stale (also the report's overview, v1/part3Report.ts). */
export function priceWhen(price: Figure, reasons: readonly Reason[]): string {
  const date = price.period ?? '';
  const has = (code: string) => reasons.find((r) => r.code === code);
  const parts = [has('hold.price.after') ? `after ${date}` : has('hold.price.on_or_after') ? `on or after ${date}` : date];
  const action = has('hold.price.after_action')?.params;
  if (action !== undefined)
    parts.push(`priced after the ${str(action.action)} of ${str(action.ex_date)} (each share became ${str(action.multiplier)}), so dated on or after it`);
  const old = has('hold.price.stale_days_old')?.params;
  const early = has('hold.price.stale_before_statements')?.params;
  const why: string[] = [];
  if (old !== undefined) why.push(`${num(old.days_old)} days before this analysis`);
  if (early !== undefined) why.push(`${num(early.days_before_statements)} days before the latest statements end (${str(early.statements_end)})`);
  if (why.length > 0) parts.push(`stale: ${why.join(' and ')} (more than ${num((old ?? early)?.limit_days)} days)`);
  return parts.join('; ');
}

function sharesNote(r: Reason | undefined): string {
  return r === undefined ? '' : todaysSharesNote(todaysSharesBasis(r), 'EPS');
}

/** The per-share basis a `hold.eps.todays_shares` reason stands for. */
export function todaysSharesBasis(r: Reason): PerShareBasis {
  const p = r.params ?? {};
  const shares = (valueOf(p.shares) ?? 0) / CRORE;
  const statementShares = (valueOf(p.statement_shares) ?? 0) / CRORE;
  // The per-share basis says the counts differ; its own wording then names them (context/perShareBasis.ts).
  return {
    shares,
    statementShares,
    statementLabel: typeof p.period === 'string' ? p.period : null,
    differs: true,
    from: 'exchange',
    asOf: null,
    factor: statementShares / shares,
  };
}

function epsText(eps: Figure, reasons: readonly Reason[]): string {
  const has = (code: string) => reasons.find((r) => r.code === code);
  const normalised = has('hold.eps.normalised_cyclical')?.params;
  const reported = normalised?.reported_eps ?? eps;
  const months = has('hold.eps.annualised')?.params?.months;
  const label = epsPeriodText(periodOf(reported), months);
  const text = `${formatRupees(valueOf(reported))} (${label}${has('hold.eps.derived') ? ', derived as net profit / shares' : ''})${sharesNote(has('hold.eps.todays_shares'))}`;
  if (normalised === undefined) return text;
  const explanation =
    `median operating margin of ${formatPct(valueOf(normalised.operating_margin))} over ${periodOf(normalised.operating_margin)} × ${periodOf(normalised.sales)} sales of ${formatCrore(valueOf(normalised.sales))}, ` +
    `plus its other income, less its depreciation and interest, taxed at the ${formatPct(valueOf(normalised.tax_rate), 2)} statutory rate`;
  return `${formatRupees(eps.value)} normalised, as a cyclical's latest year may be a peak or a trough (${explanation}); reported ${text}`;
}

const SOURCES: Readonly<Record<string, string>> = {
  'hold.growth.eps_cagr': 'EPS CAGR',
  'hold.growth.sales_cagr': 'sales CAGR (EPS CAGR unavailable, so sales growth stands in)',
  'hold.growth.eps_cagr_short': 'EPS CAGR over fewer than five years (a thin history: used for these projections only, never scored)',
};

function boundText(r: Reason, growth: Figure): string {
  const p = r.params ?? {};
  switch (r.code) {
    case 'hold.growth.bounded_by_fundable':
      return `, bounded by fundable growth of ${formatPct(growth.value)} (ROE ${formatPct(valueOf(p.roe))} × retention ${formatPct(valueOf(p.retention), 0)}): earnings can outgrow equity only by borrowing more or issuing shares`;
    case 'hold.growth.bounded_by_sales':
      return `, bounded by the ${periodOf(p.sales_cagr)} sales CAGR of ${formatPct(valueOf(p.sales_cagr))}: EPS cannot outgrow sales for long, since margins do not widen for ever`;
    case 'hold.growth.capped':
      return `, capped at ${formatPct(valueOf(p.cap), 0)}`;
    case 'hold.growth.floored':
      return `, floored at ${formatPct(valueOf(p.floor), 0)}`;
    default: {
      const sales = p.sales_cagr === undefined ? '' : `, no faster than the ${formatPct(valueOf(p.sales_cagr))} sales CAGR`;
      const fundable = p.fundable === undefined ? '' : `, and below fundable growth of ${formatPct(valueOf(p.fundable))}, ROE × retention`;
      return ` (inside the ${formatPct(valueOf(p.floor), 0)} to ${formatPct(valueOf(p.cap), 0)} band applied to projections${sales}${fundable})`;
    }
  }
}

function exitText(r: Reason | undefined): string {
  const p = r?.params ?? {};
  const start = `the ${p.normalised === true ? 'P/E on normalised EPS' : 'current P/E'} ${formatRatio(valueOf(p.start_pe))}`;
  if (r?.code === 'hold.exit_pe.current_only') return `${start} (no fiscal-year-end price history for a median)`;
  return `the lower of ${start} and the median fiscal-year-end P/E ${formatRatio(valueOf(p.median_pe))} over ${plural(num(p.years), 'year')}`;
}

function payoutText(payout: Figure, r: Reason | undefined): string {
  if (r?.code === 'hold.payout.unknown') return `${formatPct(payout.value, 0)} (dividends unknown, so no dividends are assumed)`;
  if (r?.code === 'hold.payout.capped') return `${formatPct(payout.value, 0)} (${str(r.params?.period)} dividends exceeded profit; payout capped at 100%)`;
  return `${payout.period ?? ''} dividends / net profit, ${formatPct(payout.value, 0)}`;
}

export function assumptionsText(inputs: HoldProjectionInputs, reasons: readonly Reason[]): string {
  const pick = (prefix: string) => reasons.filter((r) => r.code.startsWith(prefix));
  const [source, bound] = pick('hold.growth.');
  const raw = source?.params?.growth;
  const growth = `${periodOf(raw)} ${SOURCES[source?.code ?? ''] ?? ''} of ${formatPct(valueOf(raw))}${bound === undefined ? '' : boundText(bound, inputs.growth)}`;
  return `Price ${formatRupees(inputs.price.value)} (${priceWhen(inputs.price, reasons)}); EPS ${epsText(inputs.eps, reasons)}; growth = ${growth}; exit P/E = ${exitText(pick('hold.exit_pe.')[0])}; payout = ${payoutText(inputs.payout, pick('hold.payout.')[0])}. Growth holds for five years and fades in a straight line to the ${formatPct(inputs.terminal_growth.value, 0)} terminal rate by year ten, as in the DCF and the scenarios. Cash flows: −price today, the dividend each year, and in the final year the dividend plus EPS × exit P/E; IRR solved by bisection.`;
}
