// Sign-in and session constants (docs/product-rules.md, 'Sign-in and sessions').

/** After 30 minutes without activity the user is cleared locally. */
export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;

/** Activity is reported to the server at most every 5 minutes... */
export const ACTIVITY_REPORT_INTERVAL_MS = 5 * 60 * 1000;

/** ...and only once a burst of activity has been quiet for 1 second. */
export const ACTIVITY_DEBOUNCE_MS = 1000;

/** The events that count as activity (docs/product-rules.md). */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'] as const;

/**
 * The API exchanges identity tokens for a session only while they are at most
 * 10 minutes old; older provider tokens are refreshed first. One minute of
 * margin covers the round trip and small clock differences.
 */
export const REFRESH_TOKENS_OLDER_THAN_MS = 9 * 60 * 1000;

/** Every auth log line starts with this, so failures are easy to find. */
export const AUTH_LOG_PREFIX = '[auth]';
