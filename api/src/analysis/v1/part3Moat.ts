import { type Figure, type Reason, type ReportMoat, type ReportV2, type StabilityV2 } from 'shared-types/api';
import { COST_OF_CAPITAL_SOURCE } from '../assumptions';
import { formatCrore, formatNumber, formatPct, formatPoints, formatRatio, formatRupees, joinList, plural } from '../format';
import { type StabilityShape } from 'shared-types/api';
import { stabilityPhraseOf } from './stabilityText';
import { LENDER_ROCE_TEXT, ROCE_BASIS_TEXT, ROCE_GAP_TEXT } from './roceText';
import { countParam, figureParam, valueOf } from './reasonParams';

/** v1's '2. Business Model and Moat', from the v2 report part alone, in the frozen v1 words. */

/** A period of one fiscal year ('FY2025'), not a span. */
export const oneYear = (period: string | undefined): boolean => period !== undefined && /^FY\d+$/.test(period);

const STABILITY_WORDS: Readonly<Record<string, string>> = { stable: 'stable', moderately_variable: 'moderately variable', volatile: 'volatile' };

const stabilityText = (s: StabilityV2): string =>
  `${stabilityPhraseOf(s.shape as StabilityShape, s.slope.value ?? 0, s.swing.value ?? 0)}: ${STABILITY_WORDS[s.word] ?? s.word}`;

/** 'median 20.0% over FY2021–FY2025', or '20.0% in FY2025' for one year (format.ts medianOver). */
const medianOver = (f: Figure): string =>
  oneYear(f.period) ? `${formatPct(f.value)} in ${f.period ?? ''}` : `median ${formatPct(f.value)} over ${f.period ?? 'n/a'}`;

function lenderCycleText(r: Reason): string {
  const coe = `the ${formatPct(valueOf(figureParam(r, 'cost_of_equity')), 0)} cost of equity`;
  const roe = figureParam(r, 'roe');
  const spread = valueOf(figureParam(r, 'spread'));
  const below = Array.isArray(r.params?.below_years) ? r.params.below_years : [];
  const bar = `A lender's moat needs ROE at least ${formatPoints(spread, 0)} above ${coe}, held across a credit cycle (at or above it in all but one of at least ${countParam(r, 'min_years')} years).`;
  const text = `ROE through the cycle (median on average net worth over ${roe?.period ?? 'n/a'}, peaks and troughs left out) is ${formatPct(valueOf(roe))}`;
  switch (r.code) {
    case 'report.moat.lender_cycle.no_moat':
      return `${bar} ${text}, at or below ${coe}: the numbers show no moat.`;
    case 'report.moat.lender_cycle.moat':
      return `${bar} ${text}${below.length === 1 ? `, with only ${below[0]} below ${coe}` : ''}, which points to a franchise: cheap deposits, underwriting discipline or a loyal borrower base.`;
    case 'report.moat.lender_cycle.short_history':
      return `${bar} ${text}: it clears ${coe}, but ${plural(countParam(r, 'years'), 'year')} cannot show that the spread holds across a credit cycle.`;
    case 'report.moat.lender_cycle.fell_below':
      return `${bar} ${text}, but ROE fell below ${coe} in ${joinList(below)}, so the spread has not held across the cycle.`;
    default:
      return `${bar} ${text}: it clears ${coe} by ${formatPoints((valueOf(roe) ?? 0) - (valueOf(figureParam(r, 'cost_of_equity')) ?? 0))}, short of the bar.`;
  }
}

const UNSTEADY: Readonly<Record<string, string>> = {
  clears_falling: ' but have been falling or swinging, so any advantage is not secure',
  clears_swinging: ' but swing from year to year, so any advantage depends on the cycle',
};

/** The moat verdict after the after-tax returns, as v1 words it. */
function moatVerdict(m: ReportMoat): string {
  const r = m.verdict;
  if (r.code.startsWith('report.moat.lender_cycle.')) return lenderCycleText(r);
  const lender = r.code.startsWith('report.moat.lender.');
  const reading = r.code.slice(r.code.lastIndexOf('.') + 1);
  if (reading === 'no_history') return `There is not enough ${lender ? 'ROE' : 'ROCE'} history to judge a moat.`;
  const hurdleName = `the ${formatPct(valueOf(figureParam(r, 'cost_of_equity')), 0)} cost of equity`;
  const at = m.after_tax;
  const tax =
    at === undefined
      ? ''
      : ` After tax (${at.statutory_tax_years > 0 ? `the 25.17% statutory rate assumed in ${plural(at.statutory_tax_years, 'year')} without a plausible effective rate, the effective rate otherwise` : 'at each year’s effective tax rate'}), ROCE had a median of ${formatPct(at.roce.value)} over ${at.roce.period ?? 'n/a'}${at.roic === undefined ? '' : ` and ROIC (after-tax EBIT / net worth + borrowings − cash) ${formatPct(at.roic.value)}`}, against the ${formatPct(at.cost_of_capital.value, 0)} cost of capital (${COST_OF_CAPITAL_SOURCE}).`;
  let verdict: string;
  if (reading === 'moat')
    verdict = lender
      ? `ROE well above ${hurdleName}, sustained year after year, points to a franchise: cheap deposits, underwriting discipline or a loyal borrower base.`
      : `Returns well above the cost of capital, sustained year after year, are the footprint of a moat: pricing power, a cost edge or sticky customers.`;
  else if (reading === 'no_moat')
    verdict = `${lender ? `ROE is at or below ${hurdleName}` : 'Returns after tax are at or below the cost of capital'}: the numbers show no moat.`;
  else verdict = `${lender ? `ROE clears ${hurdleName}` : 'Returns clear the cost of capital'}${UNSTEADY[reading] ?? ', but not by enough to call it a moat'}.`;
  return `${tax}${tax === '' ? '' : ' '}${verdict}`.trim();
}

const LEVERAGE_TRENDS: Readonly<Record<string, string>> = {
  outgrown_equity: 'the loan book has outgrown its equity',
  equity_outgrown: 'equity has outgrown the balance sheet',
  steady: 'roughly steady',
};
const REINVESTMENT: Readonly<Record<string, string>> = {
  growth: 'investing well beyond upkeep, for growth',
  maintenance: 'roughly maintaining the asset base',
  below_depreciation: 'spending less than depreciation (asset-light, or under-investing)',
};

const days = (x: number | null | undefined): string => (x === null || x === undefined ? 'n/a' : formatNumber(x, 0));

/** Working-capital days and the dividend record (v1's operatingCycleText). */
function operatingCycleV1(m: ReportMoat): string[] {
  const out: string[] = [];
  const wc = m.working_capital;
  if (wc !== undefined) {
    const years = wc.years.map((w) => {
      const cycle = w.cycle_days === undefined ? '' : `, cycle ${days(w.cycle_days)}`;
      const payables = w.payable_days === undefined ? '' : `, payables ${days(w.payable_days)}`;
      return `${w.period} receivables ${days(w.receivable_days)}, inventory ${days(w.inventory_days)}${payables}${cycle}`;
    });
    const payables = wc.years.some((w) => w.payable_days !== undefined)
      ? 'payable days are trade payables on cost of sales; the cash conversion cycle is receivable plus inventory less payable days'
      : "payable days are not shown: trade payables are not in the imported data, and the export's Other Liabilities hold provisions and other debts besides payables";
    out.push(
      `Working capital in days: ${years.join('; ')}. Receivable days are on sales; inventory days on cost of sales (sales less operating profit and selling and administrative expenses)${wc.inventory_on_sales === true ? ', or on sales where operating profit is unknown' : ''}; ${payables}.`,
    );
  }
  if (m.dividends !== undefined) {
    const list = m.dividends.map(
      (y) =>
        `${y.period} ${y.per_share === null ? 'n/a' : formatRupees(y.per_share)} a share${y.payout === undefined ? ' (loss year)' : ` (${formatPct(y.payout, 0)} of profit)`}`,
    );
    out.push(`Dividends: ${list.join('; ')}.`);
  }
  return out;
}

function returnsV1(m: ReportMoat): string[] {
  const parts: string[] = [];
  const lender = m.measure === 'roe';
  const name = lender ? 'ROE' : 'ROCE';
  if (lender)
    parts.push(`${LENDER_ROCE_TEXT.charAt(0).toUpperCase()}${LENDER_ROCE_TEXT.slice(1)}; returns are judged on ROE (net profit / average equity + reserves).`);
  const r = m.returns;
  if (r !== undefined) {
    const on = r.capital_basis === 'average' ? 'on average capital, opening and closing' : 'on year-end capital';
    const basis = r.basis === undefined ? '' : ` (${ROCE_BASIS_TEXT[r.basis] ?? r.basis}, ${on})`;
    parts.push(
      `${name}${basis}: ${medianOver(r.median)}, ranging ${formatPct(r.min.value)} to ${formatPct(r.max.value)}; latest ${formatPct(r.latest.value)} in ${r.latest.period ?? ''}.`,
    );
    if (m.long !== undefined) parts.push(`Over ${m.long.period} it showed ${stabilityText(m.long.stability)}.`);
  } else if (!lender) {
    parts.push(`ROCE cannot be computed: ${ROCE_GAP_TEXT[m.returns_reason?.code ?? ''] ?? 'inputs unknown'}.`);
  }
  return parts;
}

export function businessModelV1(report: ReportV2): string {
  const m = report.moat;
  if (m === undefined) return 'No financial statements imported yet: returns on capital, margins and reinvestment cannot be assessed.';
  const parts = [...returnsV1(m), moatVerdict(m)];
  const margin = m.margin;
  if (margin !== undefined) {
    const sd = margin.stability === undefined ? '' : ` (${stabilityText(margin.stability)})`;
    const marginName = margin.measure === 'net' ? 'Net margin' : 'Operating margin';
    parts.push(`${marginName}: ${medianOver(margin.median)}, range ${formatPct(margin.min.value)} to ${formatPct(margin.max.value)}${sd}.`);
  }
  if (m.measure === 'roe') {
    if (m.equity_to_assets !== undefined) parts.push(`Net worth is ${formatPct(m.equity_to_assets.value)} of total assets, the cushion against loan losses.`);
    const lev = m.leverage;
    if (lev !== undefined)
      parts.push(
        `Leverage (total assets / net worth) went from ${formatRatio(lev.from.value, 1)} times in ${lev.from.period ?? ''} to ${formatRatio(lev.to.value, 1)} times in ${lev.to.period ?? ''}: ${LEVERAGE_TRENDS[lev.trend] ?? lev.trend}.`,
      );
    parts.push('Capex-based reinvestment analysis does not apply: a lender reinvests by growing its loan book out of retained earnings.');
    return [...parts, ...operatingCycleV1(m)].join(' ');
  }
  const ri = m.reinvestment;
  if (ri !== undefined) {
    const cfo =
      ri.capex_to_cfo === undefined
        ? ''
        : `, and absorbed ${formatPct(ri.capex_to_cfo.value, 0)} of operating cash flow (${formatCrore(valueOf(ri.operating_cash_flow))})`;
    const est = ri.estimated_years === undefined ? '' : ` Capex is estimated from ΔNet Block + ΔCWIP + Depreciation in ${plural(ri.estimated_years, 'year')}.`;
    parts.push(
      `Reinvestment: over ${ri.capex.period ?? ''} capex of ${formatCrore(ri.capex.value)} was ${formatRatio(ri.ratio.value, 1)} times depreciation of ${formatCrore(ri.depreciation.value)}, ${REINVESTMENT[ri.reading] ?? ri.reading}${cfo}.${est}`,
    );
  } else parts.push('Reinvestment cannot be measured: capex or depreciation is unknown.');
  return [...parts, ...operatingCycleV1(m)].join(' ');
}
