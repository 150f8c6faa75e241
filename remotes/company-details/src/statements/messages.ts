// User-facing texts of the statements tables (docs/company-page.md, 'Statements tables').
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
export const CRORE_NOTE = 'Amounts in ₹ crore; per-share figures in ₹; ratios in percent.';
/** The CSV's name for a history on no stated basis (a Screener export alone, the demo universe). */
export const NO_BASIS_FILE_PART = 'unstated-basis';

export type StatementTableId = 'quarterly-results' | 'profit-and-loss' | 'balance-sheet' | 'cash-flows' | 'shareholding' | 'lender-metrics';
export const TABLE_TITLES: Readonly<Record<StatementTableId, string>> = {
  'quarterly-results': 'Quarterly results',
  'profit-and-loss': 'Profit & loss',
  'balance-sheet': 'Balance sheet',
  'cash-flows': 'Cash flows',
  shareholding: 'Shareholding pattern',
  'lender-metrics': 'Lender metrics',
};
export const noPeriods = (title: string): string => `${title}: no periods reported.`;
export const showAllRows = (count: number): string => `Show all ${count} rows`;
export const SHOW_MAIN_ROWS = 'Show the main rows';
export const downloadLabel = (title: string): string => `Download ${title} as CSV`;

export const SOURCE_KIND_NAMES = { xbrl: 'Exchange filing (XBRL)', screener: 'Screener.in export', demo: 'Demo data (fictional)' } as const;
export const sourceAudited = (audited: boolean | null): string => (audited === null ? 'Audit status not stated' : audited ? 'Audited' : 'Unaudited');
export const sourceFiled = (filedAt: string): string => `Filed ${filedAt}`;
export const sourceDocument = (document: string): string => `Document ${document}`;
export const sourceOf = (column: string): string => `Source of ${column}`;
