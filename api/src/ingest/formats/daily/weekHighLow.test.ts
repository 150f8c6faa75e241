import { weekHighLowCsv, type WeekHighLowLine } from '../../testing/daily';
import { formatErrorOf } from '../../testing/formatError';
import { parseWeekHighLow } from './weekHighLow';

const DAY = '2025-12-16';
const FILE = 'CM_52_wk_High_low_16122025.csv';

const HDFCBANK: WeekHighLowLine = { symbol: 'HDFCBANK', series: 'EQ', high: 1020.5, highDate: '2025-10-23', low: 812.15, lowDate: '2025-01-13' };

describe('parseWeekHighLow', () => {
  it("finds the header after the preamble, dates the file by its 'Effective for' line and keeps equity rows with a range", () => {
    const text = weekHighLowCsv(
      [
        HDFCBANK,
        { symbol: 'GML', series: 'ST', high: 120, highDate: '2025-06-02', low: 80, lowDate: '2025-03-03' },
        { symbol: 'NIFTYBENAV', series: 'EQ', high: '-', highDate: '-', low: '-', lowDate: '-' },
        { symbol: 'ODD', series: 'BE', high: 10, highDate: '2025-06-02', low: 12, lowDate: '2025-03-03' },
        { symbol: 'NEWCO', series: 'BZ', high: 55.5, highDate: '-', low: 40, lowDate: '' },
      ],
      { effectiveFor: DAY },
    );
    const lines = text.split('\n');
    expect(lines[1]).toBe('"Effective for 16-Dec-2025"');
    expect(lines[3]).toBe('"HDFCBANK","EQ","   1020.50","23-OCT-2025","    812.15","13-JAN-2025"');

    const file = parseWeekHighLow(text, 'high-low.csv', { fromName: null });

    expect(file).toEqual({
      kind: 'high_low_52_week',
      name: 'high-low.csv',
      asOf: DAY,
      rows: [
        { symbol: 'HDFCBANK', series: 'EQ', asOf: DAY, high: 1020.5, highDate: '2025-10-23', low: 812.15, lowDate: '2025-01-13', line: 4 },
        { symbol: 'NEWCO', series: 'BZ', asOf: DAY, high: 55.5, highDate: null, low: 40, lowDate: null, line: 8 },
      ],
      skipped: [
        { line: 5, reason: 'not an equity series (kept: EQ, BE, BZ)' },
        { line: 6, reason: 'no 52-week high or low' },
        { line: 7, reason: 'the 52-week high is below the low' },
      ],
    });
  });

  it('does not assume the header is line 3, and counts the preamble in line numbers (CRLF too)', () => {
    const text = weekHighLowCsv([HDFCBANK], { effectiveFor: DAY, morePreamble: ['"Source: NSE"', ''], lineEnding: '\r\n' });
    expect(parseWeekHighLow(text, FILE, { fromName: DAY }).rows.map((row) => row.line)).toEqual([6]);
  });

  it("dates the file by its name when the 'Effective for' line is missing, and refuses a file nothing dates", () => {
    const text = weekHighLowCsv([HDFCBANK], { effectiveFor: null });
    expect(parseWeekHighLow(text, FILE, { fromName: DAY }).asOf).toBe(DAY);
    expect(formatErrorOf(() => parseWeekHighLow(text, 'high-low.csv', { fromName: null })).message).toBe(
      'high-low.csv: cannot tell which day this file is for: its name has no date (as in CM_52_wk_High_low_16122025.csv) and no --trade-date was given',
    );
  });

  it("refuses an 'Effective for' day that contradicts the name, or that is not a date", () => {
    const text = weekHighLowCsv([HDFCBANK], { effectiveFor: '2025-12-15' });
    expect(formatErrorOf(() => parseWeekHighLow(text, FILE, { fromName: DAY })).message).toBe(
      "CM_52_wk_High_low_16122025.csv: the file name says the day is 2025-12-16, but its 'Effective for' line (line 2) says 2025-12-15; one of them is wrong",
    );
    const undated = weekHighLowCsv([HDFCBANK], { effectiveFor: null, morePreamble: ['"Effective for tomorrow"'] });
    expect(formatErrorOf(() => parseWeekHighLow(undated, FILE, { fromName: DAY })).message).toBe(
      'CM_52_wk_High_low_16122025.csv, line 2: "Effective for tomorrow" does not give a date like 16-Dec-2025',
    );
  });

  it('refuses a file without the header, and a high that is not a number', () => {
    expect(formatErrorOf(() => parseWeekHighLow('"SYMBOL","SERIES","HIGH","LOW"\n"TCS","EQ","1","2"\n', FILE, { fromName: DAY })).message).toBe(
      `CM_52_wk_High_low_16122025.csv: not NSE's 52-week high and low file (CM_52_wk_High_low_DDMMYYYY.csv): none of its first lines is the header ` +
        '"SYMBOL","SERIES","Adjusted_52_Week_High","52_Week_High_Date","Adjusted_52_Week_Low","52_Week_Low_DT"',
    );
    const text = weekHighLowCsv([{ ...HDFCBANK, high: 'n/a' }], { effectiveFor: DAY });
    expect(formatErrorOf(() => parseWeekHighLow(text, FILE, { fromName: DAY })).message).toBe(
      'CM_52_wk_High_low_16122025.csv, line 4: column Adjusted_52_Week_High: "n/a" is not a number',
    );
  });
});
