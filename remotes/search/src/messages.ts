// User-facing texts of the research section (docs/product-rules.md).
export { SIGN_IN_TO_SEARCH as SIGN_IN_REQUIRED } from 'shared-types/api';
export const PLACEHOLDER_LOADING = 'Loading companies...';
export const PLACEHOLDER_READY = 'Type to search companies...';
export const STOCKS_FAILED_SHORT = 'Failed to load stocks';
export const STOCKS_FAILED_BANNER = 'Failed to load stocks. Please try again later.';
export const SUBMIT_LABEL = 'Get Company Details';
export const SUBMIT_BUSY_LABEL = 'Loading company details...';
export const START_TYPING = 'Start typing to search companies...';
export const NO_MATCHES = 'No companies found matching your search';
export const ERROR_CARD_TITLE = 'Error loading company details';
/** Accessible name of the search box (its visible label). */
export const COMBOBOX_LABEL = 'Company';
