import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import { type IsoDate } from '../../records';
import { corporateActionsCsv, ddmmyyyy, generatedIsin, marketCapCsv, nseListCsv, nseListRow, resultsXbrl } from '../../testing';
import { fakeEngine, importText } from '../testing/importHarness';

const SPLITCO = nseListRow({ symbol: 'SPLITCO', name: 'Split Company Limited', isin: generatedIsin(9301) });
const STEADY = nseListRow({ symbol: 'STEADY', name: 'Steady Company Limited', isin: generatedIsin(9302) });

/** Each company's latest results filing reports the quarter to 30 September 2025 with 100 crore shares' worth of paid-up capital. */
const FILED_SHARES = 100_000_000;
const resultsFiling = (listing: typeof SPLITCO): Uint8Array =>
  resultsXbrl({
    identity: { symbol: listing.symbol, isin: listing.isin, name: listing.name },
    financialYearStart: '2025-04-01',
    reportingQuarter: 'Half yearly',
    // ₹ crore and ₹: 100 crore of ₹10 shares.
    quarter: { revenue: 500, net_profit: 60, paid_up_capital: (FILED_SHARES * 10) / 1e7, face_value: 10 },
  });

describe.each(testDatabases())('the unrecorded corporate action note of a daily import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([SPLITCO, STEADY]));
    for (const listing of [SPLITCO, STEADY]) {
      const { summary } = await importText(database.db, engine, 'filings', `INDAS_${listing.symbol}_14112025183000.xml`, resultsFiling(listing));
      expect(summary.parts).toContainEqual({ part: 'filings', added: 1, updated: 0, unchanged: 0, removed: 0 });
    }
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const mcap = (day: IsoDate, splitcoShares: number) =>
    importText(
      database.db,
      engine,
      'daily',
      `mcap${ddmmyyyy(day)}.csv`,
      marketCapCsv(day, [
        { symbol: 'SPLITCO', series: 'EQ', faceValue: 10, issueSize: splitcoShares },
        // A few more shares than filed (ESOPs): not an action.
        { symbol: 'STEADY', series: 'EQ', faceValue: 10, issueSize: FILED_SHARES + 150_000 },
      ]),
    );
  const unrecorded = (notes: readonly string[]) => notes.filter((note) => note.startsWith('Unrecorded corporate action?'));

  it('names a company whose listed shares are twice its filed paid-up capital ÷ face value with no bonus recorded', async () => {
    const { summary } = await mcap('2025-12-01', 2 * FILED_SHARES);
    expect(unrecorded(summary.notes)).toEqual([
      'Unrecorded corporate action? SPLITCO: NSE lists 20,00,00,000 shares on 2025-12-01, 2× the 10,00,00,000 of the filing for the period to 2025-09-30 ' +
        '(paid-up capital ÷ face value), and no split or bonus between them is recorded: per-share figures filed before 2025-12-01 ' +
        'may be off until the corporate action is imported (npm run ingest -- daily, with the bc file of its ex-date).',
    ]);
  });

  it('keeps naming it while the only bonus recorded went ex before the filed quarter ended', async () => {
    const bc = corporateActionsCsv([{ series: 'EQ', symbol: 'SPLITCO', exDate: '2025-09-15', purpose: 'BONUS 1:1' }]);
    const { summary } = await importText(database.db, engine, 'daily', 'bc02122025.csv', bc);
    expect(summary.totals.added).toBe(1);
    expect(unrecorded(summary.notes)).toEqual([expect.stringContaining('SPLITCO: NSE lists 20,00,00,000 shares on 2025-12-01, 2×')]);
  });

  it('drops it once a bonus going ex between the filed quarter and the listed day is imported', async () => {
    const bc = corporateActionsCsv([{ series: 'EQ', symbol: 'SPLITCO', exDate: '2025-11-20', purpose: 'BONUS 1:1' }]);
    const { summary } = await importText(database.db, engine, 'daily', 'bc03122025.csv', bc);
    expect(summary.totals.added).toBe(1);
    expect(unrecorded(summary.notes)).toEqual([]);

    // A later day's issue size, the same shares: still explained by the bonus.
    const later = await mcap('2025-12-04', 2 * FILED_SHARES);
    expect(later.summary.parts).toContainEqual({ part: 'shares outstanding', added: 2, updated: 0, unchanged: 0, removed: 0 });
    expect(unrecorded(later.summary.notes)).toEqual([]);
  });
});
