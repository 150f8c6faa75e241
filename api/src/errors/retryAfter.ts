/** Seconds a client should wait before retrying after a database outage (sent as Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
