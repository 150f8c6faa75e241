import { type Figures, type IncomeFigure } from 'shared-types/api';
import { type ShareAction } from './statementTypes';

/**
 * Per-share history is adjusted when it is read, never rewritten: a figure
 * filed before a split or bonus is divided by how many shares one share has
 * become since (a 1:1 bonus doubles the count, so EPS halves). Only actions
 * recorded from the exchange's files count; one that was never imported is
 * flagged instead (dataFlags.ts), not guessed.
 */
export function perShareDivisor(actions: readonly ShareAction[], periodEnd: string): number {
  let divisor = 1;
  for (const action of actions) {
    if ((action.kind === 'split' || action.kind === 'bonus') && action.exDate > periodEnd && action.shareMultiplier !== null && action.shareMultiplier > 0) {
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
