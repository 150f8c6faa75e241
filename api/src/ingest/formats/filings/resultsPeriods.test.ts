import { formatErrorOf } from '../../testing/formatError';
import { resultsXbrl, type ResultsXbrlSpec } from '../../testing/resultsXbrl';
import { readXbrlInstance } from '../xbrl/xbrlInstance';
import { filingDates, type FilingDates } from './resultsPeriods';
import { readResultsFiling } from './resultsFiling';

const FILE = 'BANKING_97616_956099_17102023052102.xml';
const datesOf = (spec: ResultsXbrlSpec): FilingDates => filingDates(readXbrlInstance(resultsXbrl(spec), FILE));
const NO_START = ['DateOfStartOfReportingPeriod'];
const NO_DATES = ['DateOfStartOfReportingPeriod', 'DateOfEndOfReportingPeriod'];

describe('filingDates', () => {
  it('reads the periods from the facts of contexts NSE never declares (_WEB.xml)', () => {
    expect(datesOf({ contexts: 'undeclared', reportingQuarter: 'Third quarter' })).toEqual({
      reporting: '9M',
      financialYear: { start: '2023-04-01', end: '2024-03-31' },
      quarter: { start: '2023-10-01', end: '2023-12-31' },
      yearToDate: { start: '2023-04-01', end: '2023-12-31' },
      notes: [],
    });
  });

  it("takes the year to date from its facts, not from FourD's declared dates, which are the quarter's", () => {
    const spec: ResultsXbrlSpec = { reportingQuarter: 'Yearly', yearToDateContextDates: 'quarter' };
    const instance = readXbrlInstance(resultsXbrl(spec), FILE);

    expect(instance.contexts.get('FourD')).toMatchObject({ startDate: '2024-01-01', endDate: '2024-03-31' });
    expect(datesOf(spec)).toMatchObject({
      reporting: 'FY',
      quarter: { start: '2024-01-01', end: '2024-03-31' },
      yearToDate: { start: '2023-04-01', end: '2024-03-31' },
    });
  });

  it('takes a bank filing without start dates as the three months to its end, and the year to date from the financial year', () => {
    expect(datesOf({ taxonomy: 'banking', contexts: 'undeclared', reportingQuarter: 'Half yearly', omit: NO_START })).toEqual({
      reporting: 'H1',
      financialYear: { start: '2023-04-01', end: '2024-03-31' },
      quarter: { start: '2023-07-01', end: '2023-09-30' },
      yearToDate: { start: '2023-04-01', end: '2023-09-30' },
      notes: ['the quarter taken as the three months to its end (the document gives no start date)'],
    });
  });

  it('places a filing with no period dates at all by its ReportingQuarter and financial year', () => {
    const placed = (reportingQuarter: ResultsXbrlSpec['reportingQuarter']) => {
      const dates = datesOf({ taxonomy: 'banking', reportingQuarter, omit: NO_DATES });
      return [dates.reporting, dates.quarter.start, dates.quarter.end, dates.yearToDate?.start ?? null];
    };

    expect(placed('First quarter')).toEqual(['Q1', '2023-04-01', '2023-06-30', null]);
    expect(placed('Half yearly')).toEqual(['H1', '2023-07-01', '2023-09-30', '2023-04-01']);
    expect(placed('Third quarter')).toEqual(['9M', '2023-10-01', '2023-12-31', '2023-04-01']);
    expect(placed('Yearly')).toEqual(['FY', '2024-01-01', '2024-03-31', '2023-04-01']);
    expect(datesOf({ taxonomy: 'banking', reportingQuarter: 'Yearly', omit: NO_DATES }).notes).toEqual([
      "period dates derived from ReportingQuarter 'Yearly' and the financial year (the document gives none)",
    ]);
  });

  it('gives a first-quarter filing no year to date', () => {
    const filing = readResultsFiling(readXbrlInstance(resultsXbrl({ reportingQuarter: 'First quarter' }), FILE));

    expect([filing.reporting, filing.quarter?.start, filing.quarter?.end, filing.yearToDate]).toEqual(['Q1', '2023-04-01', '2023-06-30', null]);
  });

  it('gives a first-quarter filing no year to date even when it carries FourD facts', () => {
    const dates = datesOf({ reportingQuarter: 'First quarter', yearToDate: { revenue: 1000, net_profit: 100 } });

    expect([dates.reporting, dates.yearToDate]).toEqual(['Q1', null]);
  });

  it('reads the fourth quarter of a transition year of five quarters as a fourth quarter, not the year', () => {
    const dates = datesOf({
      financialYearStart: '2023-01-01',
      reportingQuarter: 'Fourth quarter',
      omit: ['DateOfEndOfFinancialYear'],
      extraFacts: [{ context: 'OneD', name: 'DateOfEndOfFinancialYear', value: '2024-03-31' }],
    });

    expect(dates).toMatchObject({
      reporting: 'Q4',
      financialYear: { start: '2023-01-01', end: '2024-03-31' },
      quarter: { start: '2023-10-01', end: '2023-12-31' },
      yearToDate: { start: '2023-01-01', end: '2023-12-31' },
    });
  });

  it("tells the period from the year to date's length when ReportingQuarter is missing", () => {
    const reporting = (reportingQuarter: ResultsXbrlSpec['reportingQuarter']) => datesOf({ reportingQuarter, omit: ['ReportingQuarter'] }).reporting;

    expect([reporting('First quarter'), reporting('Half yearly'), reporting('Third quarter'), reporting('Yearly')]).toEqual(['Q1', 'H1', '9M', 'FY']);
  });

  it('refuses a year to date that does not end with the quarter', () => {
    const spec: ResultsXbrlSpec = {
      reportingQuarter: 'Third quarter',
      omit: ['DateOfEndOfReportingPeriod'],
      extraFacts: [
        { context: 'OneD', name: 'DateOfEndOfReportingPeriod', value: '2023-12-31' },
        { context: 'FourD', name: 'DateOfEndOfReportingPeriod', value: '2023-09-30' },
      ],
    };

    expect(formatErrorOf(() => datesOf(spec)).message).toBe(`${FILE}: the year to date ends 2023-09-30 but the quarter ends 2023-12-31`);
  });

  it('refuses a year to date longer than three years, or one that ends before it starts: a date typed wrong', () => {
    const startingOn = (start: string): ResultsXbrlSpec => ({
      reportingQuarter: 'Third quarter',
      omit: ['DateOfStartOfReportingPeriod'],
      extraFacts: [
        { context: 'OneD', name: 'DateOfStartOfReportingPeriod', value: '2023-10-01' },
        { context: 'FourD', name: 'DateOfStartOfReportingPeriod', value: start },
      ],
    });

    expect(formatErrorOf(() => datesOf(startingOn('2013-04-01'))).message).toBe(
      `${FILE}: the year to date runs from 2013-04-01 to 2023-12-31: not a period a results filing reports`,
    );
    expect(datesOf(startingOn('2021-01-01')).yearToDate).toEqual({ start: '2021-01-01', end: '2023-12-31' });
  });

  it('refuses a quarter that ends before it starts', () => {
    const spec: ResultsXbrlSpec = {
      reportingQuarter: 'First quarter',
      omit: ['DateOfStartOfReportingPeriod'],
      extraFacts: [{ context: 'OneD', name: 'DateOfStartOfReportingPeriod', value: '2024-07-01' }],
    };

    expect(formatErrorOf(() => datesOf(spec)).message).toBe(`${FILE}: the quarter runs from 2024-07-01 to 2023-06-30: not a period a results filing reports`);
  });

  it('refuses a filing without its financial year, or with neither period dates nor a ReportingQuarter it knows', () => {
    expect(formatErrorOf(() => datesOf({ omit: ['DateOfStartOfFinancialYear'] })).message).toBe(
      `${FILE}: the filing does not give its financial year (DateOfStartOfFinancialYear, DateOfEndOfFinancialYear)`,
    );
    const unknownWords = { omit: [...NO_DATES, 'ReportingQuarter'], extraFacts: [{ context: 'OneD', name: 'ReportingQuarter', value: 'Quarterly' }] };
    expect(formatErrorOf(() => datesOf(unknownWords)).message).toBe(
      `${FILE}: the filing gives no reporting period: no end date, and ReportingQuarter 'Quarterly' is not one we know`,
    );
  });
});
