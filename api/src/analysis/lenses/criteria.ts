import { type InvestorLens, type LensCriterion, type LensId, type LensOutcome } from 'shared-types/api';
import { type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { fySpan, plural } from '../format';
import { round } from '../math/growth';

/**
 * The pieces every lens is built from. A criterion carries its id, outcome, figure
 * and note; its label and threshold are in the shared catalogue
 * (shared-types/src/api/investorLensCatalogue.ts), which the view reads too.
 */

export function outcomeOf(ok: boolean | null): LensOutcome {
  return ok === null ? 'not_assessable' : ok ? 'pass' : 'fail';
}

export interface CriterionInput {
  id: string;
  /** Null: not assessable (say why in the note). */
  ok: boolean | null;
  figure?: string | null;
  value?: number | null;
  note?: string | null;
}

/** A criterion with absent figures, values and notes left out rather than null. */
export function criterion(c: CriterionInput): LensCriterion {
  const value = c.value === undefined || c.value === null || !Number.isFinite(c.value) ? null : round(c.value, 4);
  return {
    id: c.id,
    outcome: outcomeOf(c.ok),
    ...(c.figure == null ? {} : { figure: c.figure }),
    ...(value === null ? {} : { value }),
    ...(c.note == null ? {} : { note: c.note }),
  };
}

/** A criterion the data cannot judge, with why. */
export function notAssessable(id: string, why: string): LensCriterion {
  return criterion({ id, ok: null, note: why });
}

export function buildLens(id: LensId, criteria: LensCriterion[], extra?: Record<string, unknown>): InvestorLens {
  return { id, criteria, ...(extra === undefined ? {} : { extra }) };
}

/** Kinds without an operating balance sheet: lenders, insurers and other financial companies. */
export function isFinancial(ctx: Context): boolean {
  return ctx.kind !== 'industrial';
}

/** 'judged on 7 years (FY2019–FY2025): Graham asks for 10', or null when the years asked are there. */
export function shortHistoryNote(views: readonly YearView[], asked: number, who: string): string | null {
  if (views.length >= asked) return null;
  const first = views[0];
  const last = views[views.length - 1];
  const span = first === undefined || last === undefined ? '' : ` (${fySpan(first.fy, last.fy)})`;
  return `judged on ${plural(views.length, 'year')}${span}: ${who} asks for ${asked}`;
}
