/**
 * One set of result conversions for both engines, so code and tests never see
 * engine-specific types. Without these, node-postgres returns int8 (count(*),
 * sum(int)) and numeric as strings and `date` as a local-midnight Date, while
 * PGlite returns int8 as a number, `date` as a UTC-midnight Date and bytea as
 * a plain Uint8Array.
 */

export const PG_TYPE = {
  BYTEA: 17,
  INT8: 20,
  DATE: 1082,
  NUMERIC: 1700,
} as const;

/**
 * int8 → number. Counts and sums stay far below 2^53; past it precision would
 * be lost, so fail loudly rather than return a wrong number.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} does not fit a JavaScript number`);
  return value;
}

/** numeric → number (avg(), numeric literals). Binary floating point, as everywhere else in the app. */
export const parseNumeric = (text: string): number => Number(text);

/** date → 'YYYY-MM-DD' exactly as stored (DateStyle ISO is the default on both engines). */
export const parseDate = (text: string): string => text;

/** bytea hex output ('\x0a0b') → Buffer, which is what node-postgres returns. */
export function parseBytea(text: string): Buffer {
  return Buffer.from(text.startsWith('\\x') ? text.slice(2) : text, 'hex');
}

/** The conversions both engines share, keyed by type oid. */
export const SHARED_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [PG_TYPE.INT8]: parseInt8,
  [PG_TYPE.NUMERIC]: parseNumeric,
  [PG_TYPE.DATE]: parseDate,
};
