import { testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { snapshotTables } from '../../ingest/importers/testing/importHarness';
import { type TempDir } from '../../testing/fixtures';
import { integratedFilingXbrl } from '../../ingest/testing';
import { type FakeExchange } from '../testing/fakeExchange';
import { withIntegratedFiling } from '../testing/fakeWorld';
import { runSync, type SyncRequest } from './runSync';
import { syncComplete } from './syncContext';
import { smallWorld, syncContext, syncFixturePerTest } from './syncTesting';

const ALL: SyncRequest = { sources: ['lists', 'daily', 'filings'], index: 'nifty50', daily: { since: '2025-12-15' }, what: 'all --index nifty50' };
const TEST_TIMEOUT_MS = 120_000;

async function counts(database: TestDatabase) {
  const count = async (table: 'companies' | 'prices' | 'filings' | 'shareholding_patterns' | 'corporate_actions' | 'week_high_low' | 'share_counts') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    companies: await count('companies'),
    prices: await count('prices'),
    filings: await count('filings'),
    shareholding: await count('shareholding_patterns'),
    actions: await count('corporate_actions'),
    ranges: await count('week_high_low'),
    shares: await count('share_counts'),
  };
}

describe.each(testDatabases())('sync from a fake NSE into a fresh database ($name)', ({ open }) => {
  const fixture = syncFixturePerTest(open, () => smallWorld());
  let database: TestDatabase;
  let exchange: FakeExchange;
  let dataDir: TempDir;
  beforeEach(() => ({ database, exchange, dataDir } = fixture));

  it(
    'fills it with the universe, both days of prices, the split, the filings and the shareholding; a second run fetches only the lists',
    async () => {
      const lines: string[] = [];
      const context = syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases, lines });
      const first = await runSync(context, ALL);
      expect(syncComplete(first)).toBe(true);
      expect(first.sources.daily).toMatchObject({ fetched: 6, imported: 6, absent: 1 });
      // 4 companies × (3 results + 1 shareholding) + the revision (filings holds both kinds); the one made before XBRL has no document.
      expect(first.sources.filings).toMatchObject({ imported: 17, failed: [] });
      expect(lines).toContain('2025-12-16: no files (a holiday, or not published yet)');
      expect(await counts(database)).toMatchObject({ companies: 4, filings: 17, shareholding: 4, actions: 1, ranges: 8, shares: 8 });
      expect((await counts(database)).prices).toBeGreaterThanOrEqual(8);
      // The revision was imported after its original: both kept, the later one current.
      const revised = await database.db.selectFrom('filings').selectAll().where('superseded_by', 'is not', null).execute();
      expect(revised).toHaveLength(1);

      const before = await snapshotTables(database.db);
      const requestsBefore = exchange.requests.length;
      const second = await runSync(syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases }), ALL);
      expect(syncComplete(second)).toBe(true);
      expect(Object.values(second.sources).map((source) => source.imported)).toEqual([0, 0, 0]);
      const paths = exchange.requests.slice(requestsBefore).map((request) => request.path);
      // Only the home page, the lists, and the holiday, whose 404 is recent enough to be asked about again.
      expect(
        paths.filter((path) => path !== '/' && !path.startsWith('/api/') && !path.startsWith('/content/equities/') && !path.startsWith('/content/indices/')),
      ).toEqual([
        '/content/cm/BhavCopy_NSE_CM_0_0_0_20251216_F_0000.csv.zip',
        '/archives/equities/bhavcopy/pr/PR161225.zip',
        '/content/CM_52_wk_High_low_16122025.csv',
      ]);
      expect(await snapshotTables(database.db)).toEqual(before);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'carries on when the API is blocked: the lists and daily files come in, filings stop with how to get them by hand',
    async () => {
      exchange.faults.blockPage();
      const report = await runSync(syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases }), ALL);
      expect(syncComplete(report)).toBe(false);
      expect(report.sources.lists).toMatchObject({ imported: 1, failed: [] });
      expect(report.sources.daily).toMatchObject({ imported: 6, failed: [] });
      expect(report.sources.filings?.refused?.message).toMatch(
        /^The exchange refused http:\/\/127\.0\.0\.1:\d+\/.*This source stopped; the others carried on\./,
      );
      expect(report.sources.filings?.refused?.message).toContain('npm run ingest -- filings <folder>');
      expect((await counts(database)).filings).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'retries a slow, cut-short or rate-limited answer; a zip that is not one is not kept, and the next run fetches it again',
    async () => {
      exchange.faults.cutShort((path) => path.includes('/corporate/xbrl/'), 2);
      exchange.faults.status((path) => path.startsWith('/api/corporates-financial-results'), 429, { times: 1, retryAfter: 0 });
      exchange.faults.notAZip((path) => path.includes('PR151225'), 10);
      const first = await runSync(syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases, retries: 3 }), ALL);
      expect(first.sources.filings).toMatchObject({ imported: 17, failed: [] });
      const answered = (match: string, status: number) =>
        exchange.requests.filter((request) => request.path.includes(match) && request.status === status).length;
      expect(answered('/api/corporates-financial-results', 429)).toBe(1);
      expect(answered('/corporate/xbrl/', 200)).toBe(17 + 2); // two cut short, then fetched whole
      expect(first.sources.daily?.failed).toEqual([
        expect.objectContaining({
          reason: expect.stringMatching(/^PR151225\.zip from .* is not a valid zip file: .*; it was not kept, and the next run fetches it again$/),
        }),
      ]);
      exchange.faults.clear();
      const second = await runSync(syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases }), { ...ALL, sources: ['daily'] });
      expect(second.sources.daily).toMatchObject({ fetched: 1, imported: 1, failed: [] });
      expect((await counts(database)).actions).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'continues from the last day a continuing run imported; one old day fetched by hand does not move that mark',
    async () => {
      const lines: string[] = [];
      const context = () => syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases, lines });
      await runSync(context(), { sources: ['lists'], what: 'lists' });
      await runSync(context(), { sources: ['daily'], daily: { date: '2025-12-15' }, what: 'daily --date 2025-12-15' });
      await runSync(context(), { sources: ['daily'], what: 'daily' });
      // The first continuing run takes the last week: 11–17 December (the 15th is already in).
      expect(lines).toContain('daily files: 5 trading day(s), 2025-12-11 to 2025-12-17');
      lines.length = 0;
      await runSync(context(), { sources: ['daily'], what: 'daily' });
      expect(lines).toContain('daily files: 0 trading day(s)');
    },
    TEST_TIMEOUT_MS,
  );

  it.each(['array', 'data'] as const)(
    'reads the 2025 integrated-filing list (answered as %s) and imports its in-capmkt documents',
    async (wrapper) => {
      const listing = fixture.world.listings[1]!;
      const bytes = integratedFilingXbrl({
        identity: { symbol: listing.symbol, isin: listing.isin, name: listing.name },
        financialYearStart: '2025-04-01',
        reportingQuarter: 'First quarter',
        rounding: 'Lakhs',
        quarter: { revenue: 812.5, net_profit: 91.25 },
      });
      const xbrl = 'https://nsearchives.nseindia.com/corporate/xbrl/IF_FIN_1400001_14082025183000.xml';
      exchange.publish(
        withIntegratedFiling(
          fixture.world,
          listing.symbol,
          { symbol: listing.symbol, xbrl, qe_Date: '30-JUN-2025', consolidated: 'Non-Consolidated', broadcastDate: '14-Aug-2025 18:30:00' },
          bytes,
        ),
      );
      exchange.settings.integratedWrapper = wrapper;
      const report = await runSync(syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases }), { ...ALL, symbols: [listing.symbol] });
      expect(syncComplete(report)).toBe(true);
      const filing = await database.db.selectFrom('filings').selectAll().where('document', '=', 'IF_FIN_1400001_14082025183000.xml').executeTakeFirstOrThrow();
      expect(filing).toMatchObject({ company_id: `isin:${listing.isin}`, period_end: '2025-06-30', superseded_by: null });
      const quarter = await database.db
        .selectFrom('filing_statements')
        .select('figures')
        .where('filing_id', '=', filing.id)
        .where('statement', '=', 'quarter')
        .executeTakeFirstOrThrow();
      expect(quarter.figures).toMatchObject({ revenue: 812.5, net_profit: 91.25 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lists what it would fetch and import in a dry run, and writes nothing',
    async () => {
      const before = await snapshotTables(database.db);
      const report = await runSync(syncContext({ db: database.db, dataDir: dataDir.root, bases: exchange.bases, dryRun: true }), ALL);
      expect(report.sources.daily?.planned).toContain(`fetch ${exchange.bases.nseArchive}/archives/equities/bhavcopy/pr/PR151225.zip and import it (daily)`);
      expect(report.sources.filings?.planned.length).toBe(17);
      expect(await snapshotTables(database.db)).toEqual(before);
      expect(exchange.requests.some((request) => request.path.endsWith('.xml'))).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );
});
