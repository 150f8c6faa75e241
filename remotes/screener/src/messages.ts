import { type ScreenFigureGroup, type ScreenUnit } from 'shared-types/api';

/** Labels and messages of the screener page (docs/screener.md, 'The page'). */
export const PAGE_TITLE = 'Screen all companies';
export const SIGN_IN_TO_SCREEN = 'Sign in to screen all companies.';
export const START_HINT = 'Write a screen and run it to see the companies that match.';

// The query box.
export const QUERY_LABEL = 'Screen query';
export const RUN_SCREEN = 'Run screen';
export const HELP_SUMMARY = 'How to write a query';
export const HELP_EXAMPLES = 'Examples';
export const HELP_FIGURES = 'Figures';
export const HELP_RULES =
  'Compare a figure with a value (>, >=, <, <=, =, !=), join conditions with AND, OR and NOT, and rank with TOP n BY a figure. Quote text values.';
/** Taken from docs/screener.md, so each shows one part of the language. */
export const QUERY_EXAMPLES = [
  'ROCE > 20% AND Debt to equity < 0.5 AND P/E < 30',
  'Piotroski score >= 8',
  'TOP 30 BY Score',
  "ROCE > 15 AND NOT Kind = 'lender' TOP 30 BY Market Capitalization ASC",
  'Market Cap > 5 lakh',
];

export const FIGURE_GROUPS: Record<ScreenFigureGroup, string> = {
  size_and_price: 'Size and price',
  valuation: 'Valuation',
  returns: 'Returns',
  growth: 'Growth',
  health: 'Financial health',
  score: 'Score and pillars',
  ownership: 'Ownership',
  classification: 'Classification',
};

/** How a figure's unit reads in the help list. */
export const UNIT_WORDS: Record<ScreenUnit, string> = {
  crore: '₹ crore',
  rupees: '₹ per share',
  percent: '%',
  times: '×',
  points: 'points',
  text: 'text',
  flag: 'true or false',
};

/** A query error as shown under the box: where, then the parser's own words. */
export function queryErrorText(column: number, message: string): string {
  return `Column ${column}: ${message}`;
}

export function suggestionLabel(suggestion: string): string {
  return `Use ${suggestion}`;
}

// The results.
export const RESULTS_LABEL = 'Screen results';
export const LOADING_RESULTS = 'Running the screen...';
export const SCREEN_FAILED = 'The screen could not run. Try again.';
export const TRY_AGAIN = 'Try again';
export const COLUMN_NAME = 'Name';
export const COLUMN_PRICE = 'Price';
export const COLUMN_SCORE = 'Score';
export const COLUMN_COMPARE = 'Compare';
export const UNKNOWN_VALUE = 'unknown';
export const YES = 'Yes';
export const NO = 'No';

const count = (n: number) => n.toLocaleString('en-IN');

export function resultsCaption(total: number): string {
  if (total === 0) return 'No company matches this screen.';
  return total === 1 ? '1 company matches' : `${count(total)} companies match`;
}

// Comparing.
/** The UI's cap; the server enforces the plan's own limit (COMPARE_MAX_FREE / COMPARE_MAX_PREMIUM). */
export const COMPARE_UI_MAX = 4;
export const COMPARE_LIMIT_REACHED = `You can compare up to ${COMPARE_UI_MAX} companies at once.`;
export const COMPARISON_LABEL = 'Comparison';

export function compareLabel(name: string): string {
  return `Compare ${name}`;
}

export function compareSelectedLabel(picked: number): string {
  return `Compare selected (${picked})`;
}

// Pages and the download.
export const PAGES_LABEL = 'Pages of results';
export const ROWS_PER_PAGE = 'Rows per page';
export const PREVIOUS_PAGE = 'Previous page';
export const NEXT_PAGE = 'Next page';
export const DOWNLOAD_CSV = 'Download CSV';
export const DOWNLOAD_EXCEL = 'Download the results as Excel (.xlsx)';

export function pageOfPages(page: number, pages: number): string {
  return `Page ${count(page)} of ${count(pages)}`;
}

export function shownRange(first: number, last: number, total: number): string {
  return `Showing ${count(first)}–${count(last)} of ${count(total)}`;
}
