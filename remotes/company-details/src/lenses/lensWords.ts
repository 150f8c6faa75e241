import { lensCriterionText, lensDescription, type ReceivedInvestorLens, type ReceivedLensCriterion } from 'shared-types/api';

/**
 * The words around a lens's figures. Names, sources, labels and thresholds are the
 * shared catalogue's; a lens or criterion this build does not know (a newer
 * server's) is named by what it carries, else by its id.
 */

/** A non-blank string, or null: payload text is read tolerantly. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function lensName(lens: ReceivedInvestorLens): string {
  return lensDescription(lens.id)?.name ?? text(lens.name) ?? lens.id;
}

export function lensSource(lens: ReceivedInvestorLens): string | null {
  return lensDescription(lens.id)?.source ?? text(lens.source);
}

export function criterionLabel(lensId: string, c: ReceivedLensCriterion): string {
  return lensCriterionText(lensId, c.id)?.label ?? text(c.label) ?? c.id;
}

export function criterionThreshold(lensId: string, c: ReceivedLensCriterion): string | null {
  return lensCriterionText(lensId, c.id)?.threshold ?? text(c.threshold);
}

export interface LensCounts {
  passed: number;
  failed: number;
  notAssessable: number;
}

/** Counted from the criteria as shown; an outcome that is not a verdict (a peer rank) is not counted. */
export function lensCounts(criteria: readonly ReceivedLensCriterion[]): LensCounts {
  const count = (outcome: string): number => criteria.filter((c) => c.outcome === outcome).length;
  return { passed: count('pass'), failed: count('fail'), notAssessable: count('not_assessable') };
}

/** 'Passes 4 of 6 criteria assessed; 1 not assessable.' */
export function lensSummary({ passed, failed, notAssessable }: LensCounts): string {
  const assessed = passed + failed;
  if (assessed === 0) return 'No criterion could be assessed from the data.';
  const rest = notAssessable === 0 ? '' : `; ${notAssessable} not assessable`;
  return `Passes ${passed} of ${assessed} ${assessed === 1 ? 'criterion' : 'criteria'} assessed${rest}.`;
}
