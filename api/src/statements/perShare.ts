import { type Figures, type IncomeFigure } from 'shared-types/api';
import { type ShareAction } from './statementTypes';

/**
 * Per-share history is adjusted when it is read, never rewritten: a filed EPS
 * is divided by how many shares one share has become between the filing and
 * the day figures are brought to (the latest close's, whose price is on that
 * share count). Only actions that went ex after the filing count: a filing
 * approved after a split already restates its EPS (Ind AS 33), and an action
 * whose ex-date is still ahead (NSE's bc file lists them in advance) has not
 * changed the price yet. Recorded actions, and splits the filings' own face
 * values show (filedShareChanges.ts), count; an action never given is flagged
 * instead (dataFlags.ts), not guessed.
 */
export function perShareDivisor(actions: readonly ShareAction[], filedOn: string, asOf: string | null): number {
  if (asOf === null) return 1;
  let divisor = 1;
  for (const action of actions) {
    const counts = action.kind === 'split' || action.kind === 'bonus';
    if (counts && action.exDate > filedOn && action.exDate <= asOf && action.shareMultiplier !== null && action.shareMultiplier > 0) {
      divisor *= action.shareMultiplier;
    }
  }
  return divisor;
}

const PER_SHARE: readonly IncomeFigure[] = ['eps_basic', 'eps_diluted'];

export function withPerShareDivided(figures: Figures<IncomeFigure>, divisor: number): Figures<IncomeFigure> {
  if (divisor === 1) return figures;
  const adjusted = { ...figures };
  for (const key of PER_SHARE) {
    const value = adjusted[key];
    if (value !== null) adjusted[key] = Math.round((value / divisor) * 1e6) / 1e6;
  }
  return adjusted;
}
