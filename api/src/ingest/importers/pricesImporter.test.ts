import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import {
  bseLegacyBhavcopyCsv,
  bseListCsv,
  bseListRow,
  fullBhavcopyCsv,
  generatedIsin,
  legacyBhavcopyCsv,
  nseListCsv,
  nseListRow,
  udiffBhavcopyCsv,
  zipped,
  type BhavcopyRow,
} from '../testing';
import { fakeEngine, importText, snapshotTables } from './testing/importHarness';

const LISTINGS = [
  nseListRow(),
  nseListRow({ symbol: 'TCS', name: 'Tata Consultancy Services Limited', isin: 'INE467B01029' }),
  nseListRow({ symbol: 'M&M', name: 'Mahindra & Mahindra Limited', isin: 'INE101A01026' }),
];
const day = (tradeDate: string, closes: [number, number]): BhavcopyRow[] => [
  { symbol: 'RELIANCE', isin: 'INE002A01018', series: 'EQ', close: closes[0], tradeDate },
  { symbol: 'TCS', isin: 'INE467B01029', series: 'EQ', close: closes[1], tradeDate },
  { symbol: 'UNLISTED', isin: generatedIsin(404), series: 'EQ', close: 12, tradeDate },
];
const NSE_FILE = (date: string) => `BhavCopy_NSE_CM_0_0_0_${date.replaceAll('-', '')}_F_0000.csv`;

describe.each(testDatabases())('prices (bhavcopy) import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv(LISTINGS));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const bhavcopyPrices = () =>
    database.db
      .selectFrom('prices')
      .select(['company_id', 'price', 'as_of', 'exchange'])
      .where('source', '=', 'bhavcopy')
      .orderBy('company_id')
      .orderBy('as_of')
      .execute();
  const payload = async (id: string) =>
    (await database.db.selectFrom('analyses').select('payload').where('company_id', '=', id).executeTakeFirstOrThrow()).payload;

  it('sets the current price and its date, joined on ISIN, and skips unknown ISINs with the reason', async () => {
    const text = udiffBhavcopyCsv(day('2024-07-08', [3100.5, 4120]), { exchange: 'NSE' });
    const { summary, analyses } = await importText(database.db, engine, 'prices', `${NSE_FILE('2024-07-08')}.zip`, zipped(NSE_FILE('2024-07-08'), text));
    expect(summary.totals).toEqual({ added: 2, updated: 0, unchanged: 0, removed: 0 });
    expect(summary.skipped).toEqual([{ reason: 'no company with this ISIN (import the NSE or BSE list first)', count: 1, lines: [4] }]);
    expect(analyses?.computed).toBe(2);
    expect(await bhavcopyPrices()).toEqual([
      { company_id: 'isin:INE002A01018', price: 3100.5, as_of: '2024-07-08', exchange: 'NSE' },
      { company_id: 'isin:INE467B01029', price: 4120, as_of: '2024-07-08', exchange: 'NSE' },
    ]);
    expect(await payload('isin:INE002A01018')).toMatchObject({ current_price: 3100.5, last_updated: '2024-07-08' });
    expect((await payload('isin:INE002A01018')).analysis_meta.data_sources).toContainEqual({
      kind: 'bhavcopy',
      description: 'Closing prices from the exchange bhavcopy.',
      as_of: '2024-07-08',
    });
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await snapshotTables(database.db);
    const { summary } = await importText(
      database.db,
      engine,
      'prices',
      NSE_FILE('2024-07-08'),
      udiffBhavcopyCsv(day('2024-07-08', [3100.5, 4120]), { exchange: 'NSE' }),
    );
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 2, removed: 0 });
    expect((await snapshotTables(database.db)).prices).toEqual(before.prices);
  });

  it('keeps every dated close: a newer file becomes the current price, an older one adds history', async () => {
    const newer = await importText(
      database.db,
      engine,
      'prices',
      NSE_FILE('2024-07-09'),
      udiffBhavcopyCsv(day('2024-07-09', [3150, 4100]), { exchange: 'NSE' }),
    );
    expect(newer.summary.totals).toMatchObject({ added: 2, updated: 0 });
    const older = await importText(
      database.db,
      engine,
      'prices',
      NSE_FILE('2024-03-28'),
      udiffBhavcopyCsv(day('2024-03-28', [2900, 3900]), { exchange: 'NSE' }),
    );
    expect(older.summary.totals).toEqual({ added: 2, updated: 0, unchanged: 0, removed: 0 });
    expect((await bhavcopyPrices()).map((price) => [price.company_id, price.as_of, price.price])).toEqual([
      ['isin:INE002A01018', '2024-03-28', 2900],
      ['isin:INE002A01018', '2024-07-08', 3100.5],
      ['isin:INE002A01018', '2024-07-09', 3150],
      ['isin:INE467B01029', '2024-03-28', 3900],
      ['isin:INE467B01029', '2024-07-08', 4120],
      ['isin:INE467B01029', '2024-07-09', 4100],
    ]);
    expect(await payload('isin:INE002A01018')).toMatchObject({ current_price: 3150, last_updated: '2024-07-09' });
  });

  it("reads NSE's sec_bhavdata_full file (', ' separators, no ISIN) joined on the NSE symbol", async () => {
    const rows: BhavcopyRow[] = [
      { symbol: 'RELIANCE', isin: '', series: 'EQ', close: 3200, tradeDate: '2024-07-11' },
      { symbol: 'TCS', isin: '', series: 'EQ', close: 4200, tradeDate: '2024-07-11' },
    ];
    const { summary } = await importText(database.db, engine, 'prices', 'sec_bhavdata_full_11072024.csv', fullBhavcopyCsv(rows));
    expect(summary.totals).toMatchObject({ added: 2 });
    expect(await payload('isin:INE467B01029')).toMatchObject({ current_price: 4200, last_updated: '2024-07-11' });
  });

  it('reads a BSE legacy EQDDMMYY.CSV joined on the BSE code, and keeps NSE’s close of the same day', async () => {
    await importText(
      database.db,
      engine,
      'bse-list',
      'Equity.csv',
      bseListCsv([bseListRow(), bseListRow({ securityCode: '532540', securityId: 'TCS', isin: 'INE467B01029' })]),
    );
    const text = bseLegacyBhavcopyCsv([
      { bseCode: '500325', name: 'RELIANCE', group: 'A', type: 'Q', close: 3199 },
      { bseCode: '532540', name: 'TCS', group: 'A', type: 'Q', close: 4300 },
    ]);
    const { summary } = await importText(database.db, engine, 'prices', 'EQ110724.CSV', text);
    expect(summary.totals).toMatchObject({ added: 0, updated: 0 });
    expect(summary.skipped).toContainEqual({ reason: "that day's NSE close is already stored (NSE's is kept)", count: 2, lines: [2, 3] });
    const next = await importText(database.db, engine, 'prices', 'EQ120724.CSV', text);
    expect(next.summary.totals).toMatchObject({ added: 2 });
    expect((await bhavcopyPrices()).filter((price) => price.as_of === '2024-07-12')).toEqual([
      { company_id: 'isin:INE002A01018', price: 3199, as_of: '2024-07-12', exchange: 'BSE' },
      { company_id: 'isin:INE467B01029', price: 4300, as_of: '2024-07-12', exchange: 'BSE' },
    ]);
  });

  it('joins a legacy file without ISINs on the NSE symbol', async () => {
    const rows: BhavcopyRow[] = [{ symbol: 'M&M', isin: 'INE101A01026', series: 'EQ', close: 2875.25, tradeDate: '2024-07-10' }];
    const { summary } = await importText(database.db, engine, 'prices', 'cm10JUL2024bhav.csv', legacyBhavcopyCsv(rows, { withoutIsin: true }));
    expect(summary.totals.added).toBe(1);
    expect(await payload('isin:INE101A01026')).toMatchObject({ current_price: 2875.25, last_updated: '2024-07-10' });
  });
});
