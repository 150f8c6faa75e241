import { type PerShareBasis } from '../context/perShareBasis';
import { formatNumber } from '../format';

/** v1's words for per-share figures restated on today's share count (context/perShareBasis.ts). */

const crore = (x: number): string => `${formatNumber(x, x >= 100 ? 0 : 2)} crore`;

/**
 * 'EPS on today's 1,530 crore shares; the FY2024 statements show 760 crore: a bonus, split or share issue since',
 * or '' when the counts agree within 2%. `what` names the figure ('EPS', 'book value per share').
 */
export function todaysSharesClause(basis: PerShareBasis, what: string): string {
  if (!basis.differs || basis.shares === null || basis.statementShares === null) return '';
  const why = basis.shares > basis.statementShares ? 'a bonus, split or share issue since' : 'a buyback or consolidation since';
  return `${what} on today’s ${crore(basis.shares)} shares; the ${basis.statementLabel ?? 'latest'} statements show ${crore(basis.statementShares)}: ${why}`;
}

/** The clause in brackets after a figure, with a leading space, or ''. */
export function todaysSharesNote(basis: PerShareBasis, what: string): string {
  const clause = todaysSharesClause(basis, what);
  return clause === '' ? '' : ` (${clause})`;
}
