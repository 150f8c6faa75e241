import { IngestFormatError, type IsoDate } from '../../records';
import { parseIsoDate } from '../values';
import { factsOfContext, type XbrlInstance } from '../xbrl/xbrlInstance';
import { type ReportingPeriod } from './filingRecords';
import { monthsInSpan, spanEnd, spanStart } from '../../../dates/periodDates';

/**
 * The dates a results filing reports on. They come from the facts
 * DateOfStartOfReportingPeriod / DateOfEndOfReportingPeriod of each context,
 * never from the context's own dates: real files give the year-to-date
 * context (`FourD`) the quarter's dates. Most banking files have no start
 * date at all; then the quarter is the three months to its end, and the year
 * to date runs from the start of the financial year, both placed by
 * ReportingQuarter when even the end is missing.
 */

export interface FilingDates {
  reporting: ReportingPeriod;
  financialYear: { start: IsoDate; end: IsoDate };
  quarter: { start: IsoDate; end: IsoDate };
  /** Null in a first-quarter filing, whose only period is its quarter. */
  yearToDate: { start: IsoDate; end: IsoDate } | null;
  notes: string[];
}

/** The undimensioned contexts NSE's results documents use: the quarter, the year to date, the balance-sheet date. */
export const QUARTER_CONTEXT = 'OneD';
export const YEAR_TO_DATE_CONTEXT = 'FourD';
export const BALANCE_SHEET_CONTEXT = 'OneI';

/** The longest year to date a filing can report: a transition year of up to three years. */
const MAX_MONTHS = 36;

const QUARTER_WORDS: ReadonlyArray<[RegExp, ReportingPeriod, number]> = [
  [/^first quarter$|^q1$/i, 'Q1', 3],
  [/^half[ -]?yearly$|^second quarter$|^q2$/i, 'H1', 6],
  [/^third quarter$|^nine months$|^q3$/i, '9M', 9],
  [/^fourth quarter$|^q4$/i, 'Q4', 12],
  [/^yearly$|^annual$/i, 'FY', 12],
];

export function filingDates(instance: XbrlInstance): FilingDates {
  const { file } = instance;
  const notes: string[] = [];
  const quarterFacts = factsOfContext(instance, QUARTER_CONTEXT);
  const ytdFacts = factsOfContext(instance, YEAR_TO_DATE_CONTEXT);
  const anyDate = (name: string): IsoDate | null => {
    const fact = instance.facts.find((candidate) => candidate.name === name);
    return fact === undefined ? null : parseIsoDate(fact.value.slice(0, 10));
  };
  const dateOf = (facts: ReturnType<typeof factsOfContext>, name: string): IsoDate | null => {
    const fact = facts.get(name);
    return fact === undefined ? null : parseIsoDate(fact.value.slice(0, 10));
  };

  const yearStart = anyDate('DateOfStartOfFinancialYear');
  const yearEnd = anyDate('DateOfEndOfFinancialYear');
  if (yearStart === null || yearEnd === null) {
    throw new IngestFormatError({ file }, 'the filing does not give its financial year (DateOfStartOfFinancialYear, DateOfEndOfFinancialYear)');
  }
  const quarterText = [...instance.facts].find((fact) => fact.name === 'ReportingQuarter')?.value.trim() ?? '';
  const word = QUARTER_WORDS.find(([pattern]) => pattern.test(quarterText));

  let quarterEnd = dateOf(quarterFacts, 'DateOfEndOfReportingPeriod');
  if (quarterEnd === null) {
    if (word === undefined) {
      throw new IngestFormatError({ file }, `the filing gives no reporting period: no end date, and ReportingQuarter '${quarterText}' is not one we know`);
    }
    quarterEnd = word[1] === 'FY' ? yearEnd : spanEnd(yearStart, word[2]);
    notes.push(`period dates derived from ReportingQuarter '${quarterText}' and the financial year (the document gives none)`);
  }
  let quarterStart = dateOf(quarterFacts, 'DateOfStartOfReportingPeriod');
  if (quarterStart === null) {
    quarterStart = spanStart(quarterEnd, 3);
    if (notes.length === 0) notes.push('the quarter taken as the three months to its end (the document gives no start date)');
  }

  const hasYearToDate = ytdFacts.size > 0 && word?.[1] !== 'Q1';
  let yearToDate: FilingDates['yearToDate'] = null;
  if (hasYearToDate) {
    const end = dateOf(ytdFacts, 'DateOfEndOfReportingPeriod') ?? quarterEnd;
    const start = dateOf(ytdFacts, 'DateOfStartOfReportingPeriod') ?? yearStart;
    if (end !== quarterEnd) throw new IngestFormatError({ file }, `the year to date ends ${end} but the quarter ends ${quarterEnd}`);
    if (start < end) yearToDate = { start, end };
  }
  // The database keeps periods of 1 to 36 months: anything longer is a date typed wrong, refused here with its dates.
  for (const [what, span] of [
    ['quarter', { start: quarterStart, end: quarterEnd }],
    ['year to date', yearToDate],
  ] as const) {
    if (span !== null && (span.start > span.end || monthsInSpan(span.start, span.end) > MAX_MONTHS)) {
      throw new IngestFormatError({ file }, `the ${what} runs from ${span.start} to ${span.end}: not a period a results filing reports`);
    }
  }

  return {
    reporting: reportingOf(word?.[1], yearToDate, yearEnd),
    financialYear: { start: yearStart, end: yearEnd },
    quarter: { start: quarterStart, end: quarterEnd },
    yearToDate,
    notes,
  };
}

/** The words win; without them, the year to date's length decides. */
function reportingOf(word: ReportingPeriod | undefined, yearToDate: FilingDates['yearToDate'], yearEnd: IsoDate): ReportingPeriod {
  if (word !== undefined) return word;
  if (yearToDate === null) return 'Q1';
  if (yearToDate.end === yearEnd) return 'FY';
  const months = monthsInSpan(yearToDate.start, yearToDate.end);
  return months <= 3 ? 'Q1' : months <= 6 ? 'H1' : months <= 9 ? '9M' : 'Q4';
}
