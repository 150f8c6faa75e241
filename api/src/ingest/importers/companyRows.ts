import { type StoredCompany } from '../../db/companyImportRepository';
import { type SkippedRow, type SourceLocation } from '../records';
import { ImportRowError } from './importErrors';

/** The companies table holds names of 1 to 200 characters (whitespace collapsed). */
const MAX_NAME_LENGTH = 200;

/**
 * Invisible formatting characters: bidirectional overrides, isolates and marks,
 * the zero-width space, the word joiner and the byte-order mark. In a company
 * name they carry no letter, only a way to make it display as something else
 * ('Tata Motors \u202Egnp.exe' shows as 'Tata Motors exe.png'). The zero-width
 * (non-)joiners stay: Indic scripts need them.
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** A company name as stored: invisible formatting removed, whitespace collapsed; too long a name stops the file, naming the line. */
export function companyName(location: SourceLocation, raw: string): string {
  const name = raw.replace(INVISIBLE_FORMATTING, '').replace(/\s+/g, ' ').trim();
  if (name.length === 0) throw new ImportRowError(location, 'the company name is blank');
  if (name.length > MAX_NAME_LENGTH) throw new ImportRowError(location, `the company name is ${name.length} characters long (at most ${MAX_NAME_LENGTH})`);
  return name;
}

export const companyIdForIsin = (isin: string): string => `isin:${isin}`;

/** True when every listed field of `next` equals the stored company's. */
export function sameFields<Field extends keyof StoredCompany>(stored: StoredCompany, next: Pick<StoredCompany, Field>): boolean {
  return (Object.keys(next) as Field[]).every((field) => stored[field] === next[field]);
}

/** "Reliance Industries Limited (RELIANCE, isin:INE002A01018)" for notes and errors. */
export function describeCompany(company: Pick<StoredCompany, 'id' | 'name' | 'code'>): string {
  return `${company.name} (${company.code === '' ? 'no code' : company.code}, ${company.id})`;
}

/** The first few items of a list for a note, with how many more there are. */
export function firstFew(items: readonly string[], limit = 5): string {
  const shown = items.slice(0, limit).join('; ');
  return items.length > limit ? `${shown}; and ${items.length - limit} more` : shown;
}

/** The first row of each ISIN; a repeat is skipped with the line it repeats ('the same ISIN as line 4'). */
export function firstRowPerIsin<Row extends { isin: string; line: number }>(rows: readonly Row[], skipped: SkippedRow[]): Row[] {
  const firstLine = new Map<string, number>();
  return rows.filter((row) => {
    const earlier = firstLine.get(row.isin);
    if (earlier !== undefined) skipped.push({ line: row.line, reason: `the same ISIN as line ${earlier}` });
    else firstLine.set(row.isin, row.line);
    return earlier === undefined;
  });
}
