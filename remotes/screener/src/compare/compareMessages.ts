// User-facing texts of the company comparison (issue 33).
import { COMPARE_MAX_FREE, COMPARE_MAX_PREMIUM } from 'shared-types/api';

export const COMPARE_TITLE = 'Compare companies';
export const PICK_TWO = 'Pick at least two companies to compare.';
export const LOADING_COMPARISON = 'Loading the comparison...';
export const TABLE_CAPTION = 'Each company’s latest figures, one column per company';
export const TABLE_SCROLL_LABEL = 'Comparison table (scrolls sideways)';
export const FIGURE_HEADING = 'Figure';
export const NO_VALUE = '—';
export const YES = 'Yes';
export const NO = 'No';
export const NOTE = "Figures from each company's latest analysis. Open a company for its statements and full report.";
export const COMPARE_LIMIT = `Free accounts compare ${COMPARE_MAX_FREE} companies at a time. Upgrade to Premium to compare up to ${COMPARE_MAX_PREMIUM}.`;
export const UPGRADE = 'Upgrade to Premium';
export const NOT_FOUND = 'One of these companies has no figures yet.';
export const COMPARE_FAILED = 'The comparison could not load. Try again.';
export const TRY_AGAIN = 'Try again';

export const CHARTS_TITLE = 'Ten years side by side';
export const ROCE_TITLE = 'ROCE over ten years (%)';
export const SALES_TITLE = 'Sales over ten years (₹ crore)';
export const EPS_TITLE = 'EPS over ten years (₹)';
export const SHOW_DATA = 'Show data table';
export const YEAR_HEADING = 'Year';
export const NOTHING_TO_DRAW = 'None of these companies has yearly figures for this chart.';
export const CHART_FAILED = 'This chart could not be drawn. Its values are in the data table.';

export const removeLabel = (name: string) => `Remove ${name}`;
export const dataCaption = (title: string) => `${title}: the chart’s numbers`;
export const noSeries = (name: string) => `${name} has no yearly figures yet.`;
/** The chart's description for screen readers, pointing to its table. */
export const describeChart = (names: readonly string[], first: string, last: string) =>
  `${names.join(', ')}, ${first} to ${last}. Gaps are years without a figure. The data table lists every value.`;
