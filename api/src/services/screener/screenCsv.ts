import { screenFigureById } from 'shared-types/api';

/** The CSV of a screen: name, code, price, score, then the query's figures; RFC 4180 quoting. */
export function screenCsvHeader(figures: readonly string[]): string[] {
  return ['Name', 'NSE code', 'Current Price', 'Score', ...figures.map((id) => screenFigureById(id)?.name ?? id)];
}

export function screenCsvLine(row: Record<string, unknown>, figures: readonly string[]): string {
  return csvLine([row.name, row.code, row.price, row.score, ...figures.map((id) => row[id])]);
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Unknown is an empty cell. A text starting with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
