import { resultsXbrl } from '../../testing/resultsXbrl';
import { filedAtOf, nseDocumentName } from './filedAt';
import { parseFilingDocument } from './index';

const NSE_NAME = 'INDAS_104549_1090527_12042024090154.xml';

describe('filedAtOf', () => {
  it("takes the broadcast minute from a downloader's DDMonYYYY_HHMM_ prefix", () => {
    expect(filedAtOf(`12Apr2024_2101_${NSE_NAME}`, '2024-04-11')).toEqual({ value: '2024-04-12T21:01', precision: 'minute' });
    expect(filedAtOf(`data/tcs/09Jan2025_0936_${NSE_NAME}`, null)).toEqual({ value: '2025-01-09T09:36', precision: 'minute' });
  });

  it("takes only the day from NSE's upload stamp: its hour is on a 12-hour clock", () => {
    // Uploaded at 21:01:54, stamped 09:01:54.
    expect(filedAtOf(NSE_NAME, '2024-04-11')).toEqual({ value: '2024-04-12', precision: 'day' });
    expect(filedAtOf('BANKING_46085_123671_22072019025254_WEB.xml', null)).toEqual({ value: '2019-07-22', precision: 'day' });
    expect(filedAtOf('BANKING_46085_123671_22072019025254_WEB_2.xml', null)).toEqual({ value: '2019-07-22', precision: 'day' });
  });

  it('falls back to the day the board approved the results, then to nothing', () => {
    expect(filedAtOf('results.xml', '2024-04-11')).toEqual({ value: '2024-04-11', precision: 'day' });
    expect(filedAtOf('results.xml', null)).toBeNull();
  });

  it('does not trust a prefix or stamp that is not a time', () => {
    expect(filedAtOf(`12Apr2024_2561_${NSE_NAME}`, null)).toEqual({ value: '2024-04-12', precision: 'day' });
    expect(filedAtOf('31Feb2024_1200_INDAS_1_2_31022024090154.xml', '2024-03-01')).toEqual({ value: '2024-03-01', precision: 'day' });
  });
});

describe('nseDocumentName', () => {
  it("strips the folder and a downloader's prefix, leaving NSE's own name", () => {
    expect(nseDocumentName(`data/tcs/12Apr2024_2101_${NSE_NAME}`)).toBe(NSE_NAME);
    expect(nseDocumentName('C:\\filings\\16Jan2024_1711_BANKING_101078_1023175_16012024051131.xml')).toBe('BANKING_101078_1023175_16012024051131.xml');
    expect(nseDocumentName(NSE_NAME)).toBe(NSE_NAME);
  });
});

describe('a results filing', () => {
  const filingOf = (file: string, boardMeeting: string | null) => {
    const { filing } = parseFilingDocument(resultsXbrl({ boardMeeting }), file);
    return [filing.document, filing.filedAt];
  };

  it('is dated by its name first, and by its board meeting (DateOfBoardMeetingWhenFinancialResultsWereApproved) only without one', () => {
    expect(filingOf(`12Apr2024_2101_${NSE_NAME}`, '2024-04-12')).toEqual([NSE_NAME, { value: '2024-04-12T21:01', precision: 'minute' }]);
    expect(filingOf(NSE_NAME, '2024-04-11')).toEqual([NSE_NAME, { value: '2024-04-12', precision: 'day' }]);
    expect(filingOf('tcs-results.xml', '2024-04-11')).toEqual(['tcs-results.xml', { value: '2024-04-11', precision: 'day' }]);
    expect(filingOf('tcs-results.xml', null)).toEqual(['tcs-results.xml', null]);
  });

  it('falls back to the end of the board meeting when the approval date is missing', () => {
    const bytes = resultsXbrl({ boardMeeting: null, extraFacts: [{ context: 'OneD', name: 'DateOfEndOfBoardMeeting', value: '2024-04-13' }] });

    expect(parseFilingDocument(bytes, 'tcs-results.xml').filing.filedAt).toEqual({ value: '2024-04-13', precision: 'day' });
  });
});
