import { type StatementBasis } from 'shared-types/api';
import { type ExportBasis, type ExportYear, type FiledStatement } from './statementTypes';

/** Two figures agree when they differ by at most 2% of the filing's (the rule for a filing against an export). */
export const AGREEMENT_PCT = 2;

export const agrees = (filing: number, exported: number): boolean => Math.abs(exported - filing) <= Math.max(0.5, (Math.abs(filing) * AGREEMENT_PCT) / 100);

/**
 * Which basis a Screener export is on. A Screener export does not say; the
 * person importing it may (--basis), and then that stands for those years. For the others the
 * filings tell: the basis whose years agree with the export's on revenue and
 * the owners' profit in at least two thirds of the figures both give (Screener
 * shows restated comparatives, so an older year may differ). A company whose figures are
 * the same on both bases (no subsidiaries to speak of) counts as consolidated.
 * No filing year in common, or agreement with neither: unknown, and the export
 * is never merged into either history ('unknown'). No filing year in common
 * at all is another thing: nothing says the export is wrong, only that it
 * cannot be placed ('unverified'). The answer is the basis of the years imported without one.
 */
export function exportBasisOf(exports: readonly ExportYear[], filings: readonly FiledStatement[]): ExportBasis {
  const unsaid = exports.filter((row) => row.basis === null);
  if (unsaid.length === 0) return exports.length === 0 ? { basis: null, how: 'none' } : { basis: exports.at(-1)!.basis, how: 'given' };
  let comparedAny = false;
  const fits = (basis: StatementBasis): boolean => {
    const years = filings.filter((filed) => filed.basis === basis && filed.statement === 'year_to_date' && (filed.months ?? 0) === 12);
    let compared = 0;
    let agreeing = 0;
    for (const row of unsaid) {
      const filed = years.find((candidate) => candidate.end === row.year.periodEnd);
      if (filed === undefined) continue;
      const pairs: Array<[number | null | undefined, number | null]> = [
        [filed.figures.revenue, row.year.sales],
        [filed.figures.net_profit_owners ?? filed.figures.net_profit, row.year.netProfit],
      ];
      for (const [filing, exported] of pairs) {
        if (filing === null || filing === undefined || exported === null) continue;
        compared += 1;
        if (agrees(filing, exported)) agreeing += 1;
      }
    }
    comparedAny ||= compared > 0;
    return compared > 0 && agreeing * 3 >= compared * 2;
  };
  if (fits('consolidated')) return { basis: 'consolidated', how: 'inferred' };
  if (fits('standalone')) return { basis: 'standalone', how: 'inferred' };
  return { basis: null, how: comparedAny ? 'unknown' : 'unverified' };
}
