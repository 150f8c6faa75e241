/**
 * Writes CSV text the way the exchanges do: fields quoted only when they must
 * be (or when a fixture asks for it), LF line endings unless told otherwise.
 */

export type CsvValue = string | number | null;

export interface CsvTextOptions {
  /** '\r\n' for files saved on Windows. */
  lineEnding?: '\n' | '\r\n';
  /** Start with a UTF-8 byte-order mark, as Excel's "CSV UTF-8" does. */
  bom?: boolean;
}

/** A value that must be written inside quotes even though it needs none (BSE quotes Issuer Name). */
export class Quoted {
  constructor(readonly text: string) {}
}

function cell(value: CsvValue | Quoted): string {
  if (value instanceof Quoted) return `"${value.text.replaceAll('"', '""')}"`;
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly (CsvValue | Quoted)[])[], options: CsvTextOptions = {}): string {
  const lineEnding = options.lineEnding ?? '\n';
  const lines = [header.join(','), ...rows.map((row) => row.map(cell).join(','))];
  return `${options.bom ? '\uFEFF' : ''}${lines.join(lineEnding)}${lineEnding}`;
}
