/** Shared by the screener's tests: the parsed query or the error, failing loudly on the other. */
import { parseScreenQuery } from '../parseScreenQuery';
import { type ScreenQuery, type ScreenQueryError } from '../screenQuery';

export function parsed(text: string): ScreenQuery {
  const result = parseScreenQuery(text);
  if (!result.ok) throw new Error(`'${text}' failed: ${result.error.message} (column ${result.error.column})`);
  return result.query;
}

export function failure(text: string): ScreenQueryError {
  const result = parseScreenQuery(text);
  if (result.ok) throw new Error(`'${text}' parsed: ${JSON.stringify(result.query)}`);
  return result.error;
}

/** The text an error points at: what the UI underlines. */
export function pointedAt(text: string): string {
  const error = failure(text);
  return text.slice(error.column - 1, error.column - 1 + error.length);
}

/** For tables of bad queries: the message, and the text it underlines. */
export function expectError(text: string, message: string, at: string): void {
  expect(failure(text).message).toBe(message);
  expect(pointedAt(text)).toBe(at);
}
