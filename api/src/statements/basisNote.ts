import { type StatementBasis } from 'shared-types/api';
import { type ExportBasis, type ExportYear } from './statementTypes';

/** How the basis shown was chosen, for people (StatementsResponse.basis_note). */
export function basisNote(
  shown: StatementBasis | null,
  wanted: StatementBasis | undefined,
  exportBasis: ExportBasis,
  facts: { exports: readonly ExportYear[]; hasFilings: boolean; filedYears: number },
): string {
  const exportWords =
    exportBasis.how === 'inferred'
      ? " The Screener export's years were matched to these filings (revenue and the owners' profit within 2%)."
      : exportBasis.how === 'unknown' && facts.hasFilings
        ? " The Screener export's years agree with neither basis's filings and are left out: import it again with --basis to say which it is."
        : exportBasis.how === 'unverified' && facts.hasFilings && shown !== null
          ? ' The Screener export shares no year with these filings, so nothing says which basis it is on: it is left out (import it with --basis to say).'
          : '';
  if (shown === null) {
    if (facts.exports.length > 0 && facts.exports.every((row) => row.source === 'demo'))
      return 'Fictional demo company: generated figures, on no stated basis.';
    if (facts.exports.length === 0) return facts.hasFilings ? 'No annual statements on either basis yet.' : 'No statements imported yet.';
    if (facts.hasFilings) {
      return (
        `The Screener export is shown as it is: it says neither consolidated nor standalone, it shares no year with the filings to tell, ` +
        `and they give only ${facts.filedYears} year(s) of their own. Ask for ?basis=consolidated or ?basis=standalone to see the filings.`
      );
    }
    return 'The Screener export does not say whether it is consolidated or standalone, and no exchange filing tells: import it with --basis to record which.';
  }
  if (wanted !== undefined) return `${capitalised(shown)} statements, as asked.${exportWords}`;
  if (shown === 'consolidated')
    return `Consolidated statements (the group as a whole): the basis analysed wherever the company has consolidated years.${exportWords}`;
  return `Standalone statements: no consolidated years are imported for this company.${exportWords}`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
