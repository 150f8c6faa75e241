import {
  type Figure,
  type InvestorLens,
  type InvestorLenses,
  type InvestorLensesV2,
  type InvestorLensV2,
  type LensCriterion,
  type LensCriterionV2,
  type LensId,
  type LensOutcome,
  type LynchCategory,
  type ReportQuality,
} from 'shared-types/api';
import { todaysSharesClause } from './todaysShares';
import { formatCrore, formatPct, formatRatio, formatRupees, joinList, plural } from '../format';
import { round, safeDivide } from '../math/growth';
import { lensNoteV1 } from './lensNotes';
import { piotroskiDetailV1 } from './piotroskiDetail';

/**
 * v1's `investor_lenses` rendered from the v2 lenses alone: each criterion's `figure` string and
 * `value` from its figures, its `note` from its reason, in today's words (the frozen v1 catalogue,
 * docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

export const LYNCH_CATEGORY_LABEL: Record<LynchCategory, string> = {
  slow_grower: 'Slow grower',
  stalwart: 'Stalwart',
  fast_grower: 'Fast grower',
  cyclical: 'Cyclical',
  turnaround: 'Turnaround',
  asset_play: 'Asset play',
};

type Figures = Readonly<Record<string, Figure>>;
/** v1's figure string and the plain number beside it. */
interface FigureText {
  figure: string;
  value?: number | null;
}

const v = (f: Figures, key: string): number | null => f[key]?.value ?? null;
const period = (f: Figures, key: string): string => f[key]?.period ?? 'n/a';

/** 'EPS on today's 1,530 crore shares; …' when today's count differs from the statements'. */
function restatedClause(f: Figures): string {
  const shares = v(f, 'todays_shares_crore');
  const statementShares = v(f, 'statement_shares_crore');
  if (shares === null || statementShares === null) return '';
  const basis = { shares, statementShares, statementLabel: f.statement_shares_crore?.period ?? null };
  return todaysSharesClause({ ...basis, from: 'exchange', asOf: null, factor: 1, differs: true }, 'EPS');
}

/** Graham's every-year tests: all years, or the years that miss. */
function everyYear(c: LensCriterionV2, f: Figures, allWord: string, missed: (labels: string, missing: number, of: number) => string): FigureText {
  const of = v(f, 'years') ?? 0;
  const misses = c.years ?? [];
  const figure = misses.length === 0 ? `${allWord} in all ${plural(of, 'year')} (${period(f, 'years')})` : missed(joinList(misses), misses.length, of);
  return { figure, value: of - misses.length };
}

function noEarningsToPrice(f: Figures): FigureText {
  return { figure: `average EPS ${formatRupees(v(f, 'average_eps'))} (${period(f, 'average_eps')}): no earnings to price` };
}

/** `lens`: the figures of the lens's other criteria, by criterion id (P/E × P/B reads the P/E criterion's P/E). */
const FIGURE_TEXT: Readonly<Record<string, (f: Figures, c: LensCriterionV2, lens: (id: string) => Figures) => FigureText>> = {
  size: (f) => ({ figure: `${formatCrore(v(f, 'sales'))} (${period(f, 'sales')})`, value: v(f, 'sales') }),
  capital_cushion: (f) => ({ figure: `${formatPct(v(f, 'equity_to_assets'))} (${f.equity_to_assets?.period ?? ''})`, value: v(f, 'equity_to_assets') }),
  current_ratio: (f) => ({ figure: `${formatRatio(v(f, 'current_ratio'), 2)} (${period(f, 'current_ratio')})`, value: v(f, 'current_ratio') }),
  earnings_stability: (f, c) => everyYear(c, f, 'profitable', (labels, n, of) => `a loss in ${labels}; ${of - n} of ${of} years profitable`),
  dividend_record: (f, c) => everyYear(c, f, 'paid', (labels) => `none paid in ${labels}`),
  earnings_growth: (f) => {
    const growth = v(f, 'growth') ?? 0;
    const from = `${formatRupees(v(f, 'start_average_eps'))} (${period(f, 'start_average_eps')})`;
    const to = `${formatRupees(v(f, 'end_average_eps'))} (${period(f, 'end_average_eps')})`;
    return { figure: `average EPS ${from} → ${to}, ${growth >= 0 ? '+' : '−'}${formatPct(Math.abs(growth))}`, value: v(f, 'growth') };
  },
  pe: (f) => {
    if (f.pe === undefined) return noEarningsToPrice(f);
    const restated = restatedClause(f);
    const eps = `average EPS ${formatRupees(v(f, 'average_eps'))}, ${period(f, 'average_eps')}`;
    return { figure: `${formatRatio(v(f, 'pe'))} (${eps}${restated === '' ? '' : `; ${restated}`})`, value: v(f, 'pe') };
  },
  pe_times_pb: (f, _c, lens) => {
    if (f.pe_times_pb === undefined) return noEarningsToPrice(f);
    const product = v(f, 'pe_times_pb');
    return { figure: `${formatRatio(product)} (P/E ${formatRatio(v(lens('pe'), 'pe'))} × P/B ${formatRatio(v(f, 'price_to_book'), 2)})`, value: product };
  },
  roe_level: (f) => ({ figure: `${formatPct(v(f, 'median_roe'))} (${period(f, 'median_roe')})`, value: v(f, 'median_roe') }),
  roe_consistency: (f) => {
    const high = v(f, 'high_roe_years') ?? 0;
    const of = v(f, 'years') ?? 0;
    return { figure: `${high} of ${plural(of, 'year')} (${period(f, 'years')})`, value: of === 0 ? null : high / of };
  },
  debt: (f) => {
    const de = v(f, 'debt_to_equity');
    const years = v(f, 'borrowings_to_net_profit');
    const parts = [
      de === null ? 'D/E n/a' : `D/E ${formatRatio(de, 2)}`,
      years === null ? 'no profit to repay borrowings from' : `borrowings ${formatRatio(years)} years of net profit`,
    ];
    return { figure: `${parts.join('; ')} (${period(f, 'debt_to_equity')})`, value: de };
  },
  owner_earnings_positive: (f) => ({
    figure: `${formatCrore(v(f, 'average_owner_earnings'))} a year over ${plural(v(f, 'years') ?? 0, 'year')}`,
    value: v(f, 'average_owner_earnings'),
  }),
  owner_earnings_growing: (f) => {
    const earlier = v(f, 'earlier_owner_earnings');
    const now = v(f, 'owner_earnings');
    const figure = `${formatCrore(earlier)} (${period(f, 'earlier_owner_earnings')}) → ${formatCrore(now)} (${period(f, 'owner_earnings')})`;
    return { figure, value: earlier !== null && now !== null && earlier > 0 ? safeDivide(now - earlier, earlier) : null };
  },
  retained_earnings: (f) => ({
    figure: `₹${formatRatio(v(f, 'value_per_rupee'), 2)} (${formatCrore(v(f, 'value_created'))} ÷ ${formatCrore(v(f, 'profit_retained'))}, ${period(f, 'value_per_rupee')})`,
    value: v(f, 'value_per_rupee'),
  }),
  peg: (f) => {
    const parts = `P/E ${formatRatio(v(f, 'pe'))} ÷ (${formatPct(v(f, 'eps_growth'))} + ${formatPct(v(f, 'dividend_yield') ?? 0)})`;
    if (f.peg === undefined) return { figure: `${parts}: growth plus yield is not positive` };
    return { figure: `${formatRatio(v(f, 'peg'), 2)} (${parts})`, value: v(f, 'peg') };
  },
  debt_to_equity: (f) => ({ figure: `${formatRatio(v(f, 'debt_to_equity'), 2)} (${period(f, 'debt_to_equity')})`, value: v(f, 'debt_to_equity') }),
  earnings_yield: (f) => ({
    figure: `${formatPct(v(f, 'earnings_yield'))} (${formatCrore(v(f, 'ebit'))} ÷ ${formatCrore(v(f, 'enterprise_value'))}, ${period(f, 'ebit')})`,
    value: v(f, 'earnings_yield'),
  }),
  return_on_capital: (f) => ({
    figure: `${formatPct(v(f, 'return_on_capital'))} (${formatCrore(v(f, 'ebit'))} ÷ ${formatCrore(v(f, 'capital'))}, ${period(f, 'ebit')})`,
    value: v(f, 'return_on_capital'),
  }),
};

/** A v1 criterion: absent figures, values and notes left out rather than null; values to four places. */
function criterionV1(c: LensCriterionV2, figure?: string | null, rawValue?: number | null, note?: string | null): LensCriterion {
  const value = rawValue === undefined || rawValue === null || !Number.isFinite(rawValue) ? null : round(rawValue, 4);
  return {
    id: c.id,
    outcome: c.outcome as LensOutcome,
    ...(figure == null ? {} : { figure }),
    ...(value === null ? {} : { value }),
    ...(note == null ? {} : { note }),
  };
}

function renderCriterion(c: LensCriterionV2, lens: (id: string) => Figures): LensCriterion {
  const text = c.figures === undefined ? undefined : FIGURE_TEXT[c.id]?.(c.figures, c, lens);
  return criterionV1(c, text?.figure, text?.value, c.reason === undefined ? null : lensNoteV1(c.reason));
}

/** The v2 report's F-score: its criteria, in the lens's order, carry the Piotroski signals' figures. */
export type PiotroskiV2 = NonNullable<ReportQuality['piotroski']>;

/**
 * Piotroski's signals: the figures are the report's criterion of the same place (v2 carries them
 * once), in Part 3's words; shown as the figure, or as the note of a signal it could not judge.
 */
function renderPiotroski(c: LensCriterionV2, scored: PiotroskiV2['criteria'][number] | undefined): LensCriterion {
  if (c.reason !== undefined) return criterionV1(c, null, null, lensNoteV1(c.reason));
  const detail = scored === undefined ? undefined : piotroskiDetailV1(scored);
  return c.outcome === 'not_assessable' ? criterionV1(c, null, null, detail ?? 'not computed') : criterionV1(c, detail);
}

/** One v1 lens from its v2 form; `piotroski` as renderInvestorLensesV1 takes it. */
export function renderLensV1(lens: InvestorLensV2, piotroski?: PiotroskiV2): InvestorLens {
  const figuresOf = (id: string): Figures => lens.criteria.find((c) => c.id === id)?.figures ?? {};
  const criteria = lens.criteria.map((c, i) => (lens.id === 'piotroski' ? renderPiotroski(c, piotroski?.criteria[i]) : renderCriterion(c, figuresOf)));
  const id = lens.id as LensId;
  if (lens.id !== 'lynch') return { id, criteria };
  const category = (lens.category ?? null) as LynchCategory | null;
  return {
    id,
    criteria,
    extra: {
      category,
      category_label: category === null ? null : (LYNCH_CATEGORY_LABEL[category] ?? null),
      category_reason: lens.category_reason === undefined ? null : lensNoteV1(lens.category_reason),
    },
  };
}

/** v1's `investor_lenses` from v2: the lenses and the report's F-score (`report.quality.piotroski`). */
export function renderInvestorLensesV1(v2: InvestorLensesV2, piotroski?: PiotroskiV2): InvestorLenses {
  return { lenses: v2.lenses.map((lens) => renderLensV1(lens, piotroski)) };
}
