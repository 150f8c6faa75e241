import { REAL_EXCHANGE_BASES } from '../sources/exchangeAddresses';
import { listDate, readFilingList } from './filingsLists';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const fake = { nseArchive: 'http://127.0.0.1:9001', nseApi: 'http://127.0.0.1:9002', bseApi: 'http://127.0.0.1:9003' };

const resultsItem = (overrides: Record<string, unknown>) => ({
  symbol: 'RELIANCE',
  period: 'Quarterly',
  fromDate: '01-Oct-2024',
  toDate: '31-Dec-2024',
  consolidated: 'Consolidated',
  broadCastDate: '16-Jan-2025 20:15:20',
  seqNumber: '1189821',
  xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/INDAS_117297_1348248_16012025081520.xml',
  ...overrides,
});

describe("NSE's filings lists", () => {
  it('reads the dates NSE writes, in either case, with or without a time', () => {
    expect(listDate('16-Jan-2025 20:20:21')).toBe('2025-01-16T20:20:21');
    expect(listDate('13-JAN-2026 15:41')).toBe('2026-01-13T15:41:00');
    expect(listDate('31-DEC-2025')).toBe('2025-12-31');
    expect(listDate('-')).toBeUndefined();
    expect(listDate('31-Foo-2025')).toBeUndefined();
  });

  it('lists the documents oldest first, moved onto the configured archive, passing over filings before XBRL', () => {
    const list = [
      resultsItem({ broadCastDate: '16-Jan-2025 20:20:21', xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/INDAS_117298_1348254_16012025082021.xml' }),
      resultsItem({}),
      resultsItem({ broadCastDate: '20-Oct-2017 18:00:00', xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/-' }),
    ];
    const documents = readFilingList('results', 'RELIANCE', bytes(list), fake);
    expect(documents.map((document) => document.name)).toEqual(['INDAS_117297_1348248_16012025081520.xml', 'INDAS_117298_1348254_16012025082021.xml']);
    expect(documents[0]).toMatchObject({
      kind: 'results',
      symbol: 'RELIANCE',
      url: 'http://127.0.0.1:9001/corporate/xbrl/INDAS_117297_1348248_16012025081520.xml',
      filedAt: '2025-01-16T20:15:20',
      periodEnd: '2024-12-31',
    });
  });

  it('puts a revision after its original, whatever order the list gives', () => {
    const list = [resultsItem({ broadCastDate: '18-Jan-2025 10:00:00', xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/REVISED.xml' }), resultsItem({})];
    expect(readFilingList('results', 'RELIANCE', bytes(list), REAL_EXCHANGE_BASES).map((document) => document.name)).toEqual([
      'INDAS_117297_1348248_16012025081520.xml',
      'REVISED.xml',
    ]);
  });

  it('reads shareholding and integrated lists, bare or wrapped in data', () => {
    const shareholding = [
      { symbol: 'MARKSANS', date: '31-DEC-2025', broadcastDate: '13-JAN-2026 15:41:40', xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/SHP_1.xml' },
    ];
    expect(readFilingList('shareholding', 'MARKSANS', bytes(shareholding), fake)[0]).toMatchObject({ periodEnd: '2025-12-31', filedAt: '2026-01-13T15:41:40' });
    const integrated = {
      data: [{ symbol: 'TCS', qe_Date: '30-JUN-2025', consolidated: 'Consolidated', xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/IF_1.xml' }],
    };
    expect(readFilingList('integrated', 'TCS', bytes(integrated), fake)[0]).toMatchObject({ periodEnd: '2025-06-30', filedAt: undefined, name: 'IF_1.xml' });
  });

  it('refuses an answer that is not a list, naming it; odd items are passed over', () => {
    expect(() => readFilingList('results', 'TCS', new TextEncoder().encode('<html>'), fake)).toThrow("NSE's results list for TCS is not JSON");
    expect(() => readFilingList('results', 'TCS', bytes({ error: 'x' }), fake)).toThrow('is not a list of filings');
    expect(readFilingList('results', 'TCS', bytes([null, 7, { xbrl: 12 }, { xbrl: 'not a url' }]), fake)).toEqual([]);
  });

  it("passes over a document on any host but NSE's archives, whatever the list says", () => {
    const elsewhere = [
      'http://169.254.169.254/latest/meta-data.xml',
      'http://127.0.0.1:5432/x.xml',
      'https://evil.example/corporate/xbrl/A.xml',
      'http://nsearchives.nseindia.com/corporate/xbrl/A.xml',
    ];
    expect(readFilingList('results', 'TCS', bytes(elsewhere.map((xbrl) => resultsItem({ xbrl }))), fake)).toEqual([]);
  });
});
