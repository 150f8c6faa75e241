import { STATUTORY_TAX_RATE } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { reclassifiedFyBetween } from '../context/reclassified';
import { type YearView } from '../context/yearMetrics';
import { formatCrore, formatNumber, formatPct, formatRatio, fyLabel, fySpan, plural } from '../format';
import { cagr, median, safeDivide } from '../math/growth';
import { taxRateOf } from './afterTaxReturns';
import { receivablesTrend, STRETCH_RULE } from './receivablesTrend';
import { shareChangeBetween } from './shareChange';

/**
 * What the statements say about governance when no guidance ledger does
 * (and beside it when one does): earnings quality, capital allocation,
 * shareholder treatment, and tax and other income. Each signal has its
 * figures and a stated threshold, and is 'concern', 'ok', or 'na' with why.
 * Promoter holding and pledges, related-party transactions and auditor
 * remarks are not in the imported data; the text says so.
 */

export type SignalStatus = 'ok' | 'concern' | 'na';

export interface GovernanceSignal {
  area: 'Earnings quality' | 'Capital allocation' | 'Shareholder treatment' | 'Tax and other income';
  name: string;
  status: SignalStatus;
  /** The figures and the threshold, in one sentence. */
  text: string;
}

export const GOVERNANCE_THRESHOLDS = {
  cashConversion: 0.8,
  valuePerRupeeRetained: 1,
  /** Share count growth per year, on average over the window. */
  dilutionPerYear: 0.01,
  /** New borrowing must cover at least this share of the dividend not paid from free cash flow. */
  borrowedShareOfDividendGap: 0.5,
  /** An effective tax rate this far below the statutory rate is a question to ask. */
  taxGap: 0.1,
  otherIncomeShare: 0.25,
} as const;

const T = GOVERNANCE_THRESHOLDS;
const na = (area: GovernanceSignal['area'], name: string, why: string): GovernanceSignal => ({ area, name, status: 'na', text: `not assessed: ${why}` });

function cashBacking(ctx: Context): GovernanceSignal {
  const name = 'Profit backed by cash';
  const years = lastYears(ctx, 5).filter((v) => v.y.operatingCashFlow !== null && v.y.netProfit !== null);
  const cfo = years.reduce((s, v) => s + (v.y.operatingCashFlow as number), 0);
  const np = years.reduce((s, v) => s + (v.y.netProfit as number), 0);
  if (years.length < 3 || np <= 0)
    return na('Earnings quality', name, years.length < 3 ? 'needs three years of operating cash flow and net profit' : 'no cumulative profit to back');
  const ratio = cfo / np;
  const span = fySpan(years[0]?.fy ?? 0, years.at(-1)?.fy ?? 0);
  return {
    area: 'Earnings quality',
    name,
    status: ratio < T.cashConversion ? 'concern' : 'ok',
    text: `operating cash flow ${formatCrore(cfo)} against net profit ${formatCrore(np)} over ${span}, ${formatPct(ratio, 0)} (a concern below ${formatPct(T.cashConversion, 0)})`,
  };
}

function receivablesVsSales(ctx: Context): GovernanceSignal {
  const name = 'Receivables against sales';
  // The same reading as Part 2's working-capital stretch, so the two parts agree.
  const trend = receivablesTrend(ctx);
  if (trend.kind === 'na') return na('Earnings quality', name, trend.why);
  return {
    area: 'Earnings quality',
    name,
    status: trend.stretched ? 'concern' : 'ok',
    text: `receivable days ${trend.rise >= 0.5 ? 'rose' : trend.rise <= -0.5 ? 'fell' : 'held steady'} from ${formatNumber(trend.fromDays, 0)} days of sales in ${trend.from.label} to ${formatNumber(trend.toDays, 0)} in ${trend.to.label} (a concern at ${STRETCH_RULE}: customers taking longer to pay, or sales pushed on credit)`,
  };
}

const marketCap = (v: YearView): number | null => (v.fyEndPrice !== null && v.shares !== null ? v.fyEndPrice.price * v.shares : null);

/** Buffett's one-rupee test, as figures: Δ market value over up to ten years against the profit retained. */
export type RetainedValue = { kind: 'value'; fromFy: number; toFy: number; created: number; retained: number; perRupee: number } | { kind: 'na'; why: string };

export function retainedValue(ctx: Context): RetainedValue {
  const years = lastYears(ctx, 10);
  const start = years.find((v) => marketCap(v) !== null);
  const end = [...years].reverse().find((v) => marketCap(v) !== null);
  if (start === undefined || end === undefined || end.fy - start.fy < 5) return { kind: 'na', why: 'needs year-end market values at least five years apart' };
  const window = years.filter((v) => v.fy > start.fy && v.fy <= end.fy);
  if (window.some((v) => v.y.netProfit === null)) return { kind: 'na', why: 'net profit missing in the window' };
  const retained = window.reduce((s, v) => s + (v.y.netProfit as number) - (v.y.dividends ?? 0), 0);
  const created = (marketCap(end) as number) - (marketCap(start) as number);
  if (retained <= 0) return { kind: 'na', why: `no profit was retained over ${fySpan(start.fy, end.fy)}` };
  const perRupee = safeDivide(created, retained);
  if (perRupee === null) return { kind: 'na', why: 'not computable' };
  return { kind: 'value', fromFy: start.fy, toFy: end.fy, created, retained, perRupee };
}

function valueCreated(ctx: Context): GovernanceSignal {
  const name = 'Market value created per rupee retained';
  const r = retainedValue(ctx);
  if (r.kind === 'na') return na('Capital allocation', name, r.why);
  const { created, retained, perRupee } = r;
  return {
    area: 'Capital allocation',
    name,
    status: perRupee < T.valuePerRupeeRetained ? 'concern' : 'ok',
    text: `market value ${created >= 0 ? 'rose' : 'fell'} ${formatCrore(Math.abs(created))} over ${fySpan(r.fromFy, r.toFy)} against ${formatCrore(retained)} of profit retained, ₹${formatRatio(perRupee, 2)} per rupee (a concern below ₹${formatNumber(T.valuePerRupeeRetained, 0)}: Buffett's one-rupee test)`,
  };
}

function dividendsOnDebt(ctx: Context): GovernanceSignal {
  const name = 'Dividends paid while borrowing';
  const years = lastYears(ctx, 5);
  // A rise in borrowings across a year two exports define differently is a reclassification, not new debt.
  const flagged = [...new Set(years.map((v) => reclassifiedFyBetween(ctx, v.fy - 1, v.fy)).filter((fy): fy is number => fy !== null))];
  const skipped =
    flagged.length === 0
      ? ''
      : ` (borrowings not compared across ${flagged.map(fyLabel).join(' and ')}, whose balance sheet${flagged.length > 1 ? 's' : ''} two exports define differently)`;
  const checked = years.filter(
    (v) =>
      v.y.dividends !== null &&
      v.fcf !== null &&
      v.y.borrowings !== null &&
      ctx.byFy.get(v.fy - 1)?.y.borrowings != null &&
      reclassifiedFyBetween(ctx, v.fy - 1, v.fy) === null,
  );
  if (checked.length < 2) return na('Capital allocation', name, `needs dividends, free cash flow and borrowings for two years or more${skipped}`);
  // Material only: a lease liability creeping up beside a special dividend is not borrowing to pay it.
  const funded = checked.filter((v) => {
    const rise = (v.y.borrowings as number) - (ctx.byFy.get(v.fy - 1)?.y.borrowings as number);
    const gap = (v.y.dividends as number) - Math.max(0, v.fcf as number);
    return (v.y.dividends as number) > 0 && gap > 0 && rise >= T.borrowedShareOfDividendGap * gap;
  });
  return {
    area: 'Capital allocation',
    name,
    status: funded.length >= 2 ? 'concern' : 'ok',
    text: `${funded.length === 0 ? 'in none' : `in ${plural(funded.length, 'year')}`} of ${checked.length} (${fySpan(checked[0]?.fy ?? 0, checked.at(-1)?.fy ?? 0)}) new borrowing paid for at least half of the dividend that free cash flow did not cover${funded.length > 0 ? ` (${funded.map((v) => v.label).join(', ')})` : ''} (a concern in two years or more)${skipped}`,
  };
}

function shareCount(ctx: Context): GovernanceSignal {
  const name = 'Share count';
  const years = lastYears(ctx, 10).filter((v) => v.y.shares !== null && (v.y.shares as number) > 0);
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined || first === last) return na('Shareholder treatment', name, 'share counts unknown for two years');
  // The one computation Piotroski, the dilution risk and the score read too (metrics/shareChange.ts).
  const moved = shareChangeBetween(ctx, first, last);
  if (moved === null) return na('Shareholder treatment', name, 'share counts unknown for two years');
  const perYear = cagr(1, 1 + moved.dilution, last.fy - first.fy) ?? 0;
  const history = years.map((v) => `${v.label} ${formatNumber(v.y.shares as number, 2)}`).join(', ');
  const actions = moved.corporateAction === null ? '' : `; not counted as dilution: ${moved.corporateAction}`;
  return {
    area: 'Shareholder treatment',
    name,
    status: perYear > T.dilutionPerYear ? 'concern' : 'ok',
    text: `shares outstanding (crore) ${history}: ${moved.change >= 0 ? 'up' : 'down'} ${formatPct(Math.abs(moved.change))} over ${fySpan(first.fy, last.fy)}${actions}; dilution ${formatPct(perYear)} a year (a concern above ${formatPct(T.dilutionPerYear, 0)} a year)`,
  };
}

function taxRate(ctx: Context): GovernanceSignal {
  const name = 'Effective tax rate';
  const rates = lastYears(ctx, 5)
    .map(taxRateOf)
    .filter((r) => r.basis === 'effective')
    .map((r) => r.rate);
  const m = median(rates);
  if (m === null || rates.length < 3) return na('Tax and other income', name, 'needs three profitable years with a plausible effective rate');
  return {
    area: 'Tax and other income',
    name,
    status: m < STATUTORY_TAX_RATE - T.taxGap ? 'concern' : 'ok',
    text: `median effective rate ${formatPct(m)} over ${plural(rates.length, 'year')} against India's ${formatPct(STATUTORY_TAX_RATE, 2)} base rate (a question to ask when more than ${formatNumber(T.taxGap * 100, 0)} points below: tax holidays, losses carried forward, or profit that is not what it seems)`,
  };
}

function otherIncome(ctx: Context): GovernanceSignal {
  const name = 'Other income in profit';
  const years = lastYears(ctx, 5).filter((v) => v.y.otherIncome !== null && v.y.profitBeforeTax !== null && (v.y.profitBeforeTax as number) > 0);
  if (years.length < 3) return na('Tax and other income', name, 'needs other income and a positive PBT for three years');
  const share = safeDivide(
    years.reduce((s, v) => s + (v.y.otherIncome as number), 0),
    years.reduce((s, v) => s + (v.y.profitBeforeTax as number), 0),
    { positiveDenominator: true },
  );
  if (share === null) return na('Tax and other income', name, 'not computable');
  return {
    area: 'Tax and other income',
    name,
    status: share > T.otherIncomeShare ? 'concern' : 'ok',
    text: `other income was ${formatPct(share, 0)} of profit before tax over ${fySpan(years[0]?.fy ?? 0, years.at(-1)?.fy ?? 0)} (a concern above ${formatPct(T.otherIncomeShare, 0)}: profit that does not come from the business)`,
  };
}

export function governanceSignals(ctx: Context): GovernanceSignal[] {
  if (ctx.latest === null) return [];
  const lender = ctx.isLender;
  return [
    // A lender's cash flow and 'receivables' are its loan book: those two signals do not apply.
    ...(lender ? [] : [cashBacking(ctx), receivablesVsSales(ctx)]),
    valueCreated(ctx),
    ...(lender ? [] : [dividendsOnDebt(ctx)]),
    shareCount(ctx),
    taxRate(ctx),
    // A bank's fee income is 'other income' and much of its profit: not a warning sign there.
    ...(lender ? [] : [otherIncome(ctx)]),
  ];
}

export const CANNOT_SEE =
  'The imported statements cannot show promoter holding or pledged shares, related-party transactions, or the auditor’s remarks; read the shareholding pattern and the annual report for those.';
