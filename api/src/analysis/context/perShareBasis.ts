import { type MarketFacts } from '../types';
import { type DatedPrice } from './normalise';
import { type YearView } from './yearMetrics';

/**
 * The one share count that per-share figures set against today's price use
 * (api/src/analysis/README.md, 'Per-share figures against today's price').
 * The exchange's count of the price's day when the two are dated within a week
 * of each other, else the latest statements' count. A bonus or split after the
 * statements that is not among the stored corporate actions shows in today's
 * close and count but not in the statements' EPS or book value per share, so
 * those are restated on today's count (profit ÷ today's shares): a close set
 * against a pre-split EPS would halve the P/E and double the expected return.
 * Historical year-end figures (each year's price ÷ that year's EPS) are left
 * as they are: each is already on its own day's share count.
 */

/** How far apart the close and the exchange's share count may be dated to be used together. */
export const SHARES_PAIRING_DAYS = 7;
/** A difference in share count above this is said (sharesDifferToday). */
export const SHARES_DIFFER_ABOVE = 0.02;

const DAY_MS = 86_400_000;

export interface PerShareBasis {
  /** Crore shares; null when neither the exchange nor the statements give a count. */
  shares: number | null;
  from: 'exchange' | 'statements' | null;
  asOf: string | null;
  /** The latest statements' count and label. */
  statementShares: number | null;
  statementLabel: string | null;
  /** Statement shares ÷ today's shares: what a latest per-share figure is multiplied by to be on today's count (1 when they are the same count). */
  factor: number;
  /** Whether today's count differs from the statements' by more than SHARES_DIFFER_ABOVE. */
  differs: boolean;
}

export function perShareBasis(latest: YearView | null, price: DatedPrice | null, market: MarketFacts | null): PerShareBasis {
  const exchange = market?.shares ?? null;
  const paired = price !== null && exchange !== null && exchange.shares > 0 && Math.abs(Date.parse(exchange.asOf) - price.time) <= SHARES_PAIRING_DAYS * DAY_MS;
  const statementShares = latest !== null && latest.shares !== null && latest.shares > 0 ? latest.shares : null;
  const statementLabel = latest?.label ?? null;
  if (paired) {
    const factor = statementShares === null ? 1 : statementShares / exchange.shares;
    return {
      shares: exchange.shares,
      from: 'exchange',
      asOf: exchange.asOf,
      statementShares,
      statementLabel,
      factor,
      differs: Math.abs(factor - 1) > SHARES_DIFFER_ABOVE,
    };
  }
  return {
    shares: statementShares,
    from: statementShares === null ? null : 'statements',
    asOf: statementShares === null || latest === null ? null : latest.periodEnd,
    statementShares,
    statementLabel,
    factor: 1,
    differs: false,
  };
}

/** A per-share figure from the statements, restated on today's share count; null stays null. */
export function onTodaysShares(basis: PerShareBasis, perShare: number | null): number | null {
  return perShare === null ? null : perShare * basis.factor;
}

/** Whether today's count differs from the statements' enough to be said, and both counts are known. */
export function sharesDifferToday(basis: PerShareBasis): boolean {
  return basis.differs && basis.shares !== null && basis.statementShares !== null;
}

// v1's words for it live in v1/todaysShares.ts; metrics/lenderValuation.ts still reads the note from here.
export { todaysSharesNote } from '../v1/todaysShares';
