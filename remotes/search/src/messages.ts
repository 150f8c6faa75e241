// User-facing texts of the research section (specification sections 2, 4 and 8).
export const PLACEHOLDER_LOADING = 'Loading companies...';
export const PLACEHOLDER_READY = 'Type to search companies...';
export const STOCKS_FAILED_SHORT = 'Failed to load stocks';
export const STOCKS_FAILED_BANNER = 'Failed to load stocks. Please try again later.';
export const SIGN_IN_REQUIRED = 'Please sign in to search for companies.';
export const SUBMIT_LABEL = 'Get Company Details';
