import { CsvError, parse } from 'csv-parse/sync';
import { IngestFormatError } from '../records';
import { collapseWhitespace, parseDecimal } from './values';

/**
 * Reads a CSV with csv-parse into a trimmed header and rows that keep their
 * 1-based line numbers, and turns every way a file can be the wrong thing
 * (empty, an HTML error page, a Git LFS pointer, broken quoting) into an
 * IngestFormatError. Each format then reads its columns by header name.
 */

export interface CsvRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  /** Fields as written (CsvRecord trims the ones a parser reads). */
  fields: string[];
}

export interface CsvTable {
  file: string;
  /** Header names with surrounding spaces removed (NSE writes ' SERIES'). */
  header: string[];
  rows: CsvRow[];
}

export interface ReadCsvOptions {
  /** Rows with fewer fields than the header: an error (default), or read the missing ones as blank. */
  shortRows?: 'error' | 'blank';
}

const LFS_POINTER = /^version https:\/\/git-lfs\.github\.com\/spec\//;

export function readCsv(text: string, file: string, options: ReadCsvOptions = {}): CsvTable {
  const content = text.replace(/^\uFEFF/, '');
  const start = content.trimStart();
  if (start === '') throw new IngestFormatError({ file }, 'the file is empty');
  if (LFS_POINTER.test(start)) {
    throw new IngestFormatError({ file, line: 1 }, 'this is a Git LFS pointer, not the data file; fetch the real file (git lfs pull) or download it again');
  }
  if (start.includes('\u0000')) throw new IngestFormatError({ file }, 'this is a binary file, not a CSV file');
  if (start.startsWith('<')) {
    throw new IngestFormatError({ file, line: 1 }, 'this is an HTML or XML page, not a CSV file (the download was probably refused)');
  }
  const [headerRow, ...dataRows] = parseRows(content, file);
  if (!headerRow) throw new IngestFormatError({ file }, 'the file is empty');
  const header = headerRow.fields.map(collapseWhitespace);
  // A header ending in a comma ('…,Rsvd4,') has an empty last name; it is not a column.
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const width = header.length;
  for (const row of dataRows) {
    if (row.fields.length > width && row.fields.slice(width).some((field) => field.trim() !== '')) {
      throw new IngestFormatError(
        { file, line: row.line },
        `the row has ${row.fields.length} fields but the header has ${width} (an unquoted comma inside a value?)`,
      );
    }
    if (row.fields.length < width && options.shortRows !== 'blank') {
      throw new IngestFormatError({ file, line: row.line }, `the row has ${row.fields.length} fields but the header has ${width}`);
    }
  }
  return { file, header, rows: dataRows };
}

function parseRows(content: string, file: string): CsvRow[] {
  try {
    // With info: true each record comes with its line; csv-parse's typings only describe string[][].
    const records = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, fields: record }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : undefined;
      throw new IngestFormatError({ file, line }, `not a readable CSV: ${error.message}`);
    }
    throw error;
  }
}

/** Header names compare without case or extra spaces: ' ISIN NUMBER' matches 'ISIN Number'. */
function headerKey(name: string): string {
  return collapseWhitespace(name).toLowerCase();
}

/**
 * Finds columns by header name. A required column that is missing, or any
 * wanted column that appears twice, is an error naming the header line.
 */
export function locateColumns<Required extends string, Optional extends string = never>(
  table: CsvTable,
  required: readonly Required[],
  optional: readonly Optional[] = [],
): Record<Required, number> & Partial<Record<Optional, number>> {
  const positions = new Map<string, number[]>();
  table.header.forEach((name, index) => {
    const key = headerKey(name);
    positions.set(key, [...(positions.get(key) ?? []), index]);
  });
  const located: Record<string, number> = {};
  const missing: string[] = [];
  for (const name of [...required, ...optional]) {
    const found = positions.get(headerKey(name)) ?? [];
    if (found.length > 1) throw new IngestFormatError({ file: table.file, line: 1 }, `the column "${name}" appears ${found.length} times in the header`);
    if (found[0] !== undefined) located[name] = found[0];
    else if ((required as readonly string[]).includes(name)) missing.push(name);
  }
  if (missing.length > 0) {
    const found = table.header
      .filter((name) => name !== '')
      .map((name) => `"${name}"`)
      .join(', ');
    throw new IngestFormatError(
      { file: table.file, line: 1 },
      `not the expected layout: missing column${missing.length > 1 ? 's' : ''} ${missing.map((name) => `"${name}"`).join(', ')} (the header has ${found || 'no names'})`,
    );
  }
  return located as Record<Required, number> & Partial<Record<Optional, number>>;
}

/** An error about one value, naming the file, the line and the column. */
export function valueError(file: string, line: number, column: string, problem: string): IngestFormatError {
  return new IngestFormatError({ file, line }, `column ${column}: ${problem}`);
}

/** One row read by column name; every complaint names the file, line and column. */
export class CsvRecord<Column extends string> {
  constructor(
    private readonly file: string,
    private readonly columns: Partial<Record<Column, number>>,
    private readonly row: CsvRow,
  ) {}

  get line(): number {
    return this.row.line;
  }

  /** The trimmed value; '' when blank or when the (optional) column is absent. */
  text(column: Column): string {
    const index = this.columns[column];
    return index === undefined ? '' : (this.row.fields[index] ?? '').trim();
  }

  /** The trimmed value, which must not be blank. */
  required(column: Column): string {
    const value = this.text(column);
    if (value === '') throw this.error(column, 'is blank');
    return value;
  }

  /** A number (see parseDecimal), or null when blank. */
  optionalNumber(column: Column): number | null {
    const value = this.text(column);
    if (value === '') return null;
    const parsed = parseDecimal(value);
    if (parsed === null) throw this.error(column, `"${value}" is not a number`);
    return parsed;
  }

  error(column: Column, problem: string): IngestFormatError {
    return valueError(this.file, this.row.line, column, problem);
  }
}
