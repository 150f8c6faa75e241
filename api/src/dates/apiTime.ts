/** A stored time as every API answer sends it: ISO 8601 in UTC, or null when there is none. */
export const isoOrNull = (date: Date | null): string | null => (date === null ? null : date.toISOString());
