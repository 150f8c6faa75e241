import { GUIDANCE_METRICS } from '../../analysis/types';
import { type GuidanceEntry, type ParseResult } from '../records';
import { CsvRecord, locateColumns, readCsv } from './csvTable';
import { isinProblem } from './isin';
import { collapseWhitespace, parseDecimal, parseIsoDate } from './values';

/**
 * The team's guidance ledger: one CSV row per thing management guided on.
 * The layout is ours; it is described in guidance-ledger.md. Every bad cell
 * stops the file with its line, column and what to write instead.
 */

const REQUIRED = ['company', 'fiscal_year', 'metric', 'guided_value', 'statement', 'source'] as const;
const OPTIONAL = ['actual', 'stated_on'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export const FIRST_FISCAL_YEAR = 1990;
export const LAST_FISCAL_YEAR = 2100;

const ISIN_LIKE = /^IN[A-Z0-9]{9}[0-9]$/;
const NSE_CODE = /^[A-Z0-9][A-Z0-9&-]*$/;
const FISCAL_YEAR = /^(?:FY)?(\d{4})$/i;

export function parseGuidanceLedger(text: string, file: string): ParseResult<GuidanceEntry> {
  const table = readCsv(text, file, { shortRows: 'blank' });
  const columns = locateColumns(table, REQUIRED, OPTIONAL);
  const rows = table.rows.map((row) => readEntry(new CsvRecord<Column>(file, columns, row)));
  return { rows, skipped: [] };
}

function readEntry(record: CsvRecord<Column>): GuidanceEntry {
  const statedOn = record.text('stated_on');
  const statedOnDate = statedOn === '' ? null : parseIsoDate(statedOn);
  if (statedOn !== '' && statedOnDate === null) throw record.error('stated_on', `"${statedOn}" is not a YYYY-MM-DD date`);
  return {
    companyRef: readCompany(record),
    fiscalYear: readFiscalYear(record),
    metric: readMetric(record),
    guidedValue: readNumber(record, 'guided_value') ?? failBlank(record, 'guided_value'),
    actual: readNumber(record, 'actual'),
    statement: collapseWhitespace(record.required('statement')),
    source: collapseWhitespace(record.required('source')),
    statedOn: statedOnDate,
    line: record.line,
  };
}

/** An NSE code (TCS, M&M, BAJAJ-AUTO) or an ISIN, upper-cased. */
function readCompany(record: CsvRecord<Column>): string {
  const value = record.required('company').toUpperCase();
  if (ISIN_LIKE.test(value)) {
    const problem = isinProblem(value);
    if (problem) throw record.error('company', problem);
    return value;
  }
  if (!NSE_CODE.test(value)) throw record.error('company', `"${value}" is neither an NSE code (such as TCS, M&M or BAJAJ-AUTO) nor an ISIN`);
  return value;
}

function readFiscalYear(record: CsvRecord<Column>): number {
  const value = record.required('fiscal_year');
  const match = FISCAL_YEAR.exec(value);
  const year = match ? Number(match[1]) : Number.NaN;
  if (!(year >= FIRST_FISCAL_YEAR && year <= LAST_FISCAL_YEAR)) {
    throw record.error(
      'fiscal_year',
      `"${value}" is not a fiscal year from ${FIRST_FISCAL_YEAR} to ${LAST_FISCAL_YEAR} (write 2024 for FY2024, the year ending March 2024)`,
    );
  }
  return year;
}

function readMetric(record: CsvRecord<Column>): string {
  const value = record.required('metric');
  const metric = value.toLowerCase();
  if (!(GUIDANCE_METRICS as readonly string[]).includes(metric)) {
    throw record.error('metric', `"${value}" is not a guidance metric; use one of ${GUIDANCE_METRICS.join(', ')}`);
  }
  return metric;
}

/** A number, or null when blank; '12.5%' gets a hint, since percent metrics are written in percent without the sign. */
function readNumber(record: CsvRecord<Column>, column: Column): number | null {
  const value = record.text(column);
  if (value === '') return null;
  const parsed = parseDecimal(value);
  if (parsed !== null) return parsed;
  const hint = value.endsWith('%') ? ` (write percentages without the sign: ${value.slice(0, -1).trim()})` : '';
  throw record.error(column, `"${value}" is not a number${hint}`);
}

function failBlank(record: CsvRecord<Column>, column: Column): never {
  throw record.error(column, 'is blank');
}
