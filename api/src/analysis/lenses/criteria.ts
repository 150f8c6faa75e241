import { type InvestorLens, type LensCriterion, type LensId, type LensOutcome } from 'shared-types/api';
import { type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { fySpan, plural } from '../format';
import { round } from '../math/growth';

/** The pieces every lens is built from: one criterion, its outcome, and the lens's counts and summary. */

export function outcomeOf(ok: boolean | null): LensOutcome {
  return ok === null ? 'not_assessable' : ok ? 'pass' : 'fail';
}

export interface CriterionInput {
  id: string;
  label: string;
  threshold: string;
  /** Null: not assessable (say why in the note). */
  ok: boolean | null;
  figure?: string | null;
  value?: number | null;
  note?: string | null;
}

export function criterion(c: CriterionInput): LensCriterion {
  const value = c.value === undefined || c.value === null || !Number.isFinite(c.value) ? null : round(c.value, 4);
  return { id: c.id, label: c.label, threshold: c.threshold, figure: c.figure ?? null, value, outcome: outcomeOf(c.ok), note: c.note ?? null };
}

/** A criterion the data cannot judge, with why. */
export function notAssessable(id: string, label: string, threshold: string, why: string): LensCriterion {
  return criterion({ id, label, threshold, ok: null, note: why });
}

export interface LensInput {
  id: LensId;
  name: string;
  source: string;
  criteria: LensCriterion[];
  /** Put before the counts, e.g. Lynch's category. */
  lead?: string;
  extra?: Record<string, unknown>;
}

/** 'Passes 4 of 6 criteria it could assess; 1 not assessable.' */
export function countsText(passed: number, failed: number, notAssessed: number): string {
  const assessed = passed + failed;
  if (assessed === 0) return 'No criterion could be assessed from the data.';
  const na = notAssessed === 0 ? '' : `; ${notAssessed} not assessable`;
  return `Passes ${passed} of ${plural(assessed, 'criterion', 'criteria')} assessed${na}.`;
}

export function buildLens(input: LensInput): InvestorLens {
  const count = (o: LensOutcome): number => input.criteria.filter((c) => c.outcome === o).length;
  const passed = count('pass');
  const failed = count('fail');
  const notAssessed = count('not_assessable');
  const counts = countsText(passed, failed, notAssessed);
  return {
    id: input.id,
    name: input.name,
    source: input.source,
    verdict_summary: input.lead === undefined ? counts : `${input.lead} ${counts}`,
    passed,
    failed,
    not_assessable: notAssessed,
    criteria: input.criteria,
    ...(input.extra === undefined ? {} : { extra: input.extra }),
  };
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
