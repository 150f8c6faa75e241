// User-facing texts of the statements tables (docs/company-page.md, 'Statements tables').
// The tables' titles, units and source names are shared with the server's Excel download (shared-types/api statementTables).
export { CRORE_NOTE, noPeriods, SOURCE_KIND_NAMES, sourceAudited, TABLE_TITLES, type StatementTableId } from 'shared-types/api';
export const STATEMENTS_HEADING = 'Statements';
export const LOADING_STATEMENTS = 'Loading the statements...';
export const STATEMENTS_FAILED = 'The statements could not be loaded.';
export const STATEMENTS_RESEARCH_FIRST = 'Research this company to see its statements.';
export const NO_STATEMENTS = 'No statements have been imported for this company yet.';
export const TRY_AGAIN = 'Try again';
export const NOT_REPORTED = 'not reported';
export const NOT_REPORTED_MARK = '—';
export const SCROLL_HINT = 'Scroll for more →';
export const BASIS_GROUP = 'Statement basis';
export const BASIS_NAMES = { consolidated: 'Consolidated', standalone: 'Standalone' } as const;
export const TABLES_LABEL = 'Statement tables';
export const LINE_ITEM = 'Line item';
export const UNIT = 'Unit';
/** The CSV's name for a history on no stated basis (a Screener export alone, the demo universe). */
export const NO_BASIS_FILE_PART = 'unstated-basis';

export const showAllRows = (count: number): string => `Show all ${count} rows`;
export const SHOW_MAIN_ROWS = 'Show the main rows';
export const downloadLabel = (title: string): string => `Download ${title} as CSV`;
export const EXCEL_DOWNLOAD_LABEL = 'Download all the statements as Excel (.xlsx)';

export const sourceFiled = (filedAt: string): string => `Filed ${filedAt}`;
export const sourceDocument = (document: string): string => `Document ${document}`;
export const sourceOf = (column: string): string => `Source of ${column}`;
