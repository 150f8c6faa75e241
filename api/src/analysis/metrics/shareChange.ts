import { type ShareActionNote } from 'shared-types/api';
import { type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { safeDivide } from '../math/growth';
import { type CorporateAction } from '../types';
import { figure } from '../v2/figure';

/**
 * How the share count moved, computed once and read by Piotroski, the
 * governance signals, the dilution risk factor, the score and Part 1, so they
 * cannot disagree (issue 29, findings 11 and 17). A corporate action is not
 * dilution: a bonus or split multiplies the count without new money, and a
 * merger (HDFC Bank's with HDFC, +37.8% shares while book value per share rose
 * ₹519 → ₹601) or a DVR conversion issues shares for value already owned.
 * See api/src/analysis/README.md, 'Share count'.
 */

/** A move this small (0.5%) is rounding or a few ESOP allotments: 'no new shares' for Piotroski. */
export const SHARE_COUNT_TOLERANCE = 0.005;

/**
 * A one-year rise of 10% or more that raised book value per share is read as a merger (HDFC Bank's +37.8%);
 * a smaller issue above book (a placement, a QIP) still dilutes each holder's share of profit.
 */
const MERGER_JUMP = 0.1;

/** A one-step rise this large (5%) is no ESOP allotment: one that brought in no money is a restructuring of claims. */
const RESTRUCTURING_JUMP = 0.05;

/** Stored action kinds that change the count without diluting holders; bonuses and splits are divided out instead. */
const STRUCTURAL_ACTIONS: ReadonlySet<string> = new Set(['merger', 'amalgamation', 'demerger', 'dvr_conversion', 'capital_reduction']);

export interface ShareStep {
  fromFy: number;
  toFy: number;
  from: number;
  to: number;
  /** The raw change in the count. */
  change: number;
  /** The part that diluted (or, negative, concentrated) holders: 0 for a corporate action. */
  dilution: number;
  /** Why a change is not (all) dilution (a bonus, a merger), as data (v1 words: v1/shareActionText.ts); empty when it all counts. */
  notes: ShareActionNote[];
}

/** Change in shares outstanding over up to three years: the dilution check a minority holder cares about. */
export type ShareChange = ShareStep;

type RecordedShareAction = NonNullable<ShareActionNote['actions']>[number];

function recorded(action: CorporateAction): RecordedShareAction {
  return action.shareMultiplier !== null && (action.kind === 'bonus' || action.kind === 'split')
    ? { kind: action.kind, ex_date: action.exDate, multiplier: action.shareMultiplier }
    : { kind: action.kind, ex_date: action.exDate };
}

const isBonusOrSplit = (a: RecordedShareAction): boolean => a.kind === 'bonus' || a.kind === 'split';

function multiplierBetween(ctx: Context, from: YearView, to: YearView): { factor: number; actions: RecordedShareAction[] } {
  let factor = 1;
  const actions: RecordedShareAction[] = [];
  for (const action of ctx.corporateActions) {
    if (action.exDate <= from.periodEnd || action.exDate > to.periodEnd) continue;
    if ((action.kind === 'bonus' || action.kind === 'split') && action.shareMultiplier !== null && action.shareMultiplier > 0) {
      factor *= action.shareMultiplier;
      actions.push(recorded(action));
    } else if (STRUCTURAL_ACTIONS.has(action.kind)) actions.push(recorded(action));
  }
  return { factor, actions };
}

/** Profit kept between two years (net profit less dividends of the later years; unknown counts as none). */
function retainedBetween(ctx: Context, from: YearView, to: YearView): number {
  let kept = 0;
  for (const v of ctx.years) if (v.fy > from.fy && v.fy <= to.fy) kept += (v.y.netProfit ?? 0) - (v.y.dividends ?? 0);
  return kept;
}

/** shareStep with why the change is not (all) dilution as data (the v2 payload's note). */
export function shareStepDetail(ctx: Context, from: YearView, to: YearView): { step: ShareStep; note: ShareActionNote | null } | null {
  if (from.shares === null || to.shares === null) return null;
  const found = multiplierBetween(ctx, from, to);
  const actions = found.actions;
  // A history already restated for the bonus or split shows no jump: nothing to divide out.
  const factor = Math.abs(to.shares / from.shares - 1) <= SHARE_COUNT_TOLERANCE ? 1 : found.factor;
  const base = { fromFy: from.fy, toFy: to.fy, from: from.shares, to: to.shares, change: to.shares / from.shares - 1 };
  const adjusted = to.shares / (from.shares * factor) - 1;
  const noted = (dilution: number, note: ShareActionNote | null) => ({
    step: { ...base, dilution, notes: note === null ? [] : [note] },
    note,
  });
  const structural = actions.filter((a) => !isBonusOrSplit(a));
  if (structural.length > 0) return noted(0, { basis: 'on_record', actions: structural });
  if (adjusted >= MERGER_JUMP && to.netWorth !== null && from.bvps !== null && to.bvps !== null) {
    const bookBefore = from.bvps / factor;
    const withoutProfit = safeDivide(to.netWorth - retainedBetween(ctx, from, to), to.shares, { positiveDenominator: true });
    if (withoutProfit !== null && withoutProfit >= bookBefore && bookBefore > 0)
      return noted(0, {
        basis: 'issue_above_book',
        book_value_before: figure(bookBefore, 'inr_per_share'),
        book_value_after: figure(to.bvps, 'inr_per_share'),
      });
  }
  // Shares that brought in next to no money (under a tenth of the book value per share) in a jump no ESOP makes:
  // a bonus, a split or a conversion of another share class (Tata Motors' DVRs) that is not on record.
  if (adjusted >= RESTRUCTURING_JUMP && to.netWorth !== null && from.netWorth !== null && from.bvps !== null && from.bvps > 0) {
    const newShares = to.shares - from.shares * factor;
    const capitalIn = to.netWorth - from.netWorth - retainedBetween(ctx, from, to);
    if (capitalIn / newShares < 0.1 * (from.bvps / factor)) return noted(0, { basis: 'restructuring', count_rise: figure(adjusted, 'fraction') });
  }
  if (actions.length > 0 && Math.abs(adjusted) <= SHARE_COUNT_TOLERANCE) return noted(0, { basis: 'on_record', actions });
  return noted(adjusted, actions.length > 0 ? { basis: 'on_record_divided_out', actions } : null);
}

/**
 * From one year's count to a later one's. Bonuses and splits on record are
 * divided out; other stored actions (merger, demerger, DVR conversion) make the
 * change a corporate action; so does a rise of 10% or more that book value per
 * share shows brought in at least the book each existing share had (after the
 * profit kept meanwhile: shares issued for a business, a merger), and a rise of
 * 5% or more that brought in next to no money (a conversion of another class).
 */
export function shareStep(ctx: Context, from: YearView, to: YearView): ShareStep | null {
  return shareStepDetail(ctx, from, to)?.step ?? null;
}

/** shareChangeBetween with its corporate actions as data (shared-types ShareActionNote). */
export function shareChangeDetailBetween(ctx: Context, from: YearView, to: YearView): { change: ShareChange; notes: ShareActionNote[] } | null {
  const whole = shareStepDetail(ctx, from, to);
  if (whole === null) return null;
  const chain = ctx.years.filter((v) => v.fy >= from.fy && v.fy <= to.fy && v.shares !== null);
  const consecutive = chain.every((v, i) => i === 0 || v.fy === chain[i - 1]!.fy + 1);
  if (!consecutive || chain.length < 3) return { change: whole.step, notes: whole.step.notes };
  let growth = 1;
  const notes: ShareActionNote[] = [];
  for (let i = 1; i < chain.length; i += 1) {
    const found = shareStepDetail(ctx, chain[i - 1]!, chain[i]!);
    if (found === null) continue;
    growth *= 1 + found.step.dilution;
    if (found.note !== null) notes.push({ fy: chain[i]!.label, ...found.note });
  }
  return { change: { ...whole.step, dilution: growth - 1, notes }, notes };
}

/** Year by year across the window where consecutive years exist, so one year's merger does not excuse another year's placement. */
export function shareChangeBetween(ctx: Context, from: YearView, to: YearView): ShareChange | null {
  return shareChangeDetailBetween(ctx, from, to)?.change ?? null;
}

/** computeShareChange with its corporate actions as data. */
export function computeShareChangeDetail(ctx: Context, lookback = 3): { change: ShareChange; notes: ShareActionNote[] } | null {
  const latest = ctx.latest;
  if (latest === null || latest.shares === null || latest.y.shares === null || latest.y.shares <= 0) return null;
  for (let fy = latest.fy - lookback; fy < latest.fy; fy += 1) {
    const from = ctx.byFy.get(fy);
    if (from === undefined || from.y.shares === null || from.y.shares <= 0) continue;
    return shareChangeDetailBetween(ctx, from, latest);
  }
  return null;
}

export function computeShareChange(ctx: Context, lookback = 3): ShareChange | null {
  return computeShareChangeDetail(ctx, lookback)?.change ?? null;
}
