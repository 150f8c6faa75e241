import { type Figure, type InvestorLensV2, type LensCriterionV2, type LensId, type LensOutcome, type LynchCategory, type Reason } from 'shared-types/api';
import { type Context } from '../context/buildContext';
import { type PerShareBasis } from '../context/perShareBasis';
import { type YearView } from '../context/yearMetrics';
import { fySpan } from '../format';
import { figure, reason } from '../v2/figure';

/**
 * The pieces every lens is built from: a criterion is its id, outcome, the company's figures
 * and a reason code where the test was adapted or cannot be judged (shared-types' v2 lenses).
 * Words are the catalogue's; v1's `figure` and `note` are rendered from this (../v1/lenses.ts).
 */

export function outcomeOf(ok: boolean | null): LensOutcome {
  return ok === null ? 'not_assessable' : ok ? 'pass' : 'fail';
}

export interface CriterionInput {
  id: string;
  /** Null: not assessable (the reason says why). */
  ok: boolean | null;
  figures?: Record<string, Figure>;
  /** Fiscal years the test names (loss years, years without a dividend). */
  years?: string[];
  reason?: Reason | null;
}

/** A criterion with absent figures, years and reasons left out rather than null. */
export function criterion(c: CriterionInput): LensCriterionV2 {
  return {
    id: c.id,
    outcome: outcomeOf(c.ok),
    ...(c.figures === undefined ? {} : { figures: c.figures }),
    ...(c.years === undefined ? {} : { years: c.years }),
    ...(c.reason == null ? {} : { reason: c.reason }),
  };
}

/** A criterion the data cannot judge, with why. */
export function notAssessable(id: string, why: Reason): LensCriterionV2 {
  return criterion({ id, ok: null, reason: why });
}

export function buildLens(id: LensId, criteria: LensCriterionV2[], lynch?: { category: LynchCategory | null; reason: Reason }): InvestorLensV2 {
  if (lynch === undefined) return { id, criteria };
  return { id, criteria, ...(lynch.category === null ? {} : { category: lynch.category }), category_reason: lynch.reason };
}

/** Kinds without an operating balance sheet: lenders, insurers and other financial companies. */
export function isFinancial(ctx: Context): boolean {
  return ctx.kind !== 'industrial';
}

/** 'judged on 7 years (FY2019–FY2025): Graham asks for 10' as a code, or null when the years asked are there. */
export function shortHistory(views: readonly YearView[], asked: number): Reason | null {
  if (views.length >= asked) return null;
  const first = views[0];
  const last = views[views.length - 1];
  return reason('lens.graham.short_history', {
    years: views.length,
    asked,
    period: first === undefined || last === undefined ? undefined : fySpan(first.fy, last.fy),
  });
}

/** Today's share count beside the latest statements' when they differ (context/perShareBasis.ts), for a per-share figure restated on it. */
export function todaysSharesFigures(basis: PerShareBasis): Record<string, Figure> {
  if (!basis.differs || basis.shares === null || basis.statementShares === null) return {};
  return {
    todays_shares_crore: figure(basis.shares, 'number'),
    statement_shares_crore: figure(basis.statementShares, 'number', basis.statementLabel),
  };
}
