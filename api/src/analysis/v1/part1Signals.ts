import { GOVERNANCE_SIGNAL_AREA, type GovernanceArea, type GovernanceSignal, type GovernanceSignalId, type Reason } from 'shared-types/api';
import { formatCrore, formatNumber, formatPct, formatRatio, joinList, plural } from '../format';
import { shareActionsText } from './shareActionText';
import { listOf, textOf, valueOf } from './part1Params';

/**
 * The v1 words of Part 1's governance signals, rendered from their v2 data: the frozen v1
 * catalogue (docs/decisions/0005-payload-v2-and-message-catalogue.md). Edits here change what
 * v1 clients receive, which must stay byte for byte as the golden payloads have it.
 */

const AREA_V1: Readonly<Record<GovernanceArea, string>> = {
  earnings_quality: 'Earnings quality',
  capital_allocation: 'Capital allocation',
  shareholder_treatment: 'Shareholder treatment',
  tax_and_other_income: 'Tax and other income',
};

const SIGNAL_V1: Readonly<Record<GovernanceSignalId, string>> = {
  cash_backing: 'Profit backed by cash',
  receivables_vs_sales: 'Receivables against sales',
  value_per_rupee_retained: 'Market value created per rupee retained',
  dividends_while_borrowing: 'Dividends paid while borrowing',
  share_count: 'Share count',
  effective_tax_rate: 'Effective tax rate',
  other_income_share: 'Other income in profit',
};

const signalName = (id: string): string => SIGNAL_V1[id as GovernanceSignalId] ?? id;

export const CANNOT_SEE =
  'The imported statements cannot show promoter holding or pledged shares, related-party transactions, or the auditor’s remarks; read the shareholding pattern and the annual report for those.';
/** What the data cannot show once a shareholding pattern is in: promoter holding and pledges are no longer among it. */
export const CANNOT_SEE_WITH_PATTERNS =
  'The imported statements and shareholding patterns cannot show related-party transactions or the auditor’s remarks; read the annual report for those.';

function reclassifiedNote(r: Reason): string {
  const years = listOf(r.params, 'reclassified');
  if (years.length === 0) return '';
  return ` (borrowings not compared across ${years.join(' and ')}, whose balance sheet${years.length > 1 ? 's' : ''} two exports define differently)`;
}

const NOT_ASSESSED: Readonly<Record<string, (r: Reason) => string>> = {
  'governance.cash_backing.too_few_years': () => 'needs three years of operating cash flow and net profit',
  'governance.cash_backing.no_cumulative_profit': () => 'no cumulative profit to back',
  'governance.receivables.latest_unknown': (r) => `${textOf(r.params, 'fy')} receivables or sales unknown`,
  'governance.receivables.no_earlier_year': () => 'no earlier year with receivables to compare',
  'governance.value_retained.no_market_values': () => 'needs year-end market values at least five years apart',
  'governance.value_retained.net_profit_missing': () => 'net profit missing in the window',
  'governance.value_retained.nothing_retained': (r) => `no profit was retained over ${textOf(r.params, 'period')}`,
  'governance.value_retained.not_computable': () => 'not computable',
  'governance.dividends_borrowing.too_few_years': (r) => `needs dividends, free cash flow and borrowings for two years or more${reclassifiedNote(r)}`,
  'governance.share_count.too_few_years': () => 'share counts unknown for two years',
  'governance.tax_rate.too_few_years': () => 'needs three profitable years with a plausible effective rate',
  'governance.other_income.too_few_years': () => 'needs other income and a positive PBT for three years',
  'governance.other_income.not_computable': () => 'not computable',
};

function shareCountText(s: GovernanceSignal): string {
  const p = s.reason.params;
  const history = (s.series ?? []).map((f) => `${f.period ?? ''} ${formatNumber(f.value, 2)}`).join(', ');
  const actions = s.corporate_actions === undefined ? '' : `; not counted as dilution: ${shareActionsText(s.corporate_actions)}`;
  const direction = textOf(p, 'direction') === 'down' ? 'down' : 'up';
  return `shares outstanding (crore) ${history}: ${direction} ${formatPct(valueOf(p, 'change'))} over ${textOf(p, 'period')}${actions}; dilution ${formatPct(valueOf(p, 'dilution_per_year'))} a year (a concern above ${formatPct(valueOf(p, 'threshold'), 0)} a year)`;
}

const MOVED: Readonly<Record<string, string>> = { up: 'rose', down: 'fell', steady: 'held steady' };

const MEASURED: Readonly<Record<string, (s: GovernanceSignal) => string>> = {
  'governance.cash_backing.measured': ({ reason: { params: p } }) =>
    `operating cash flow ${formatCrore(valueOf(p, 'operating_cash_flow'))} against net profit ${formatCrore(valueOf(p, 'net_profit'))} over ${textOf(p, 'period')}, ${formatPct(valueOf(p, 'conversion'), 0)} (a concern below ${formatPct(valueOf(p, 'threshold'), 0)})`,
  'governance.receivables.measured': ({ reason: { params: p } }) => {
    const rule = `a rise of more than ${formatNumber(valueOf(p, 'rise_above'), 0)} days and ${formatNumber((valueOf(p, 'rise_share_above') ?? Number.NaN) * 100, 0)}%`;
    return `receivable days ${MOVED[textOf(p, 'movement')] ?? 'held steady'} from ${formatNumber(valueOf(p, 'from_days'), 0)} days of sales in ${textOf(p, 'from_fy')} to ${formatNumber(valueOf(p, 'to_days'), 0)} in ${textOf(p, 'to_fy')} (a concern at ${rule}: customers taking longer to pay, or sales pushed on credit)`;
  },
  'governance.value_retained.measured': ({ reason: { params: p } }) =>
    `market value ${textOf(p, 'direction') === 'down' ? 'fell' : 'rose'} ${formatCrore(valueOf(p, 'market_value_change'))} over ${textOf(p, 'period')} against ${formatCrore(valueOf(p, 'retained'))} of profit retained, ₹${formatRatio(valueOf(p, 'per_rupee'), 2)} per rupee (a concern below ₹${formatNumber(valueOf(p, 'threshold'), 0)}: Buffett's one-rupee test)`,
  'governance.dividends_borrowing.measured': ({ reason: r }) => {
    const funded = valueOf(r.params, 'funded_years') ?? 0;
    const years = listOf(r.params, 'funded');
    return `${funded === 0 ? 'in none' : `in ${plural(funded, 'year')}`} of ${valueOf(r.params, 'checked_years') ?? 0} (${textOf(r.params, 'period')}) new borrowing paid for at least half of the dividend that free cash flow did not cover${years.length > 0 ? ` (${years.join(', ')})` : ''} (a concern in two years or more)${reclassifiedNote(r)}`;
  },
  'governance.share_count.measured': shareCountText,
  'governance.tax_rate.measured': ({ reason: { params: p } }) =>
    `median effective rate ${formatPct(valueOf(p, 'median_rate'))} over ${plural(valueOf(p, 'years') ?? 0, 'year')} against India's ${formatPct(valueOf(p, 'statutory_rate'), 2)} base rate (a question to ask when more than ${formatNumber(valueOf(p, 'gap_above'), 0)} points below: tax holidays, losses carried forward, or profit that is not what it seems)`,
  'governance.other_income.measured': ({ reason: { params: p } }) =>
    `other income was ${formatPct(valueOf(p, 'share'), 0)} of profit before tax over ${textOf(p, 'period')} (a concern above ${formatPct(valueOf(p, 'threshold'), 0)}: profit that does not come from the business)`,
};

/** 'Earnings quality · Profit backed by cash: concern — operating cash flow …'. */
export function signalText(s: GovernanceSignal): string {
  const area = AREA_V1[GOVERNANCE_SIGNAL_AREA[s.id as GovernanceSignalId]] ?? '';
  const verdict = s.outcome === 'concern' ? 'concern' : s.outcome === 'ok' ? 'no concern' : 'not assessed';
  const words = s.outcome === 'not_assessed' ? NOT_ASSESSED[s.reason.code]?.(s.reason) : MEASURED[s.reason.code]?.(s);
  return `${area} · ${signalName(s.id)}: ${verdict} — ${words ?? s.reason.code}.`;
}

/** How many of the governance signals raise a concern, and which; then what the data cannot show. */
export function signalsSummary(signals: readonly GovernanceSignal[], withPatterns: boolean): string {
  const cannotSee = withPatterns ? CANNOT_SEE_WITH_PATTERNS : CANNOT_SEE;
  const assessed = signals.filter((s) => s.outcome !== 'not_assessed');
  if (assessed.length === 0) return `The statements are too thin for governance signals. ${cannotSee}`;
  const concerns = assessed.filter((s) => s.outcome === 'concern').map((s) => signalName(s.id).toLowerCase());
  const which =
    concerns.length === 0
      ? 'none raises a concern'
      : `${concerns.length} ${concerns.length === 1 ? 'raises a concern' : 'raise concerns'}: ${joinList(concerns)}`;
  // Name each signal counted, so the count and the list cannot disagree (issue 29, finding 17).
  const names = joinList(assessed.map((s) => signalName(s.id).toLowerCase()));
  return `From the statements, ${plural(assessed.length, 'governance signal')} could be checked (${names}; each with its figures and threshold under Key Insights), and ${which}. ${cannotSee}`;
}
