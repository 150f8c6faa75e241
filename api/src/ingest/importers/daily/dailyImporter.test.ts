import { type Kysely } from 'kysely';
import { type Database } from '../../../db/schema';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import { type IsoDate } from '../../records';
import {
  corporateActionsCsv,
  ddmmyyyy,
  generatedIsin,
  listedUnder,
  marketCapCsv,
  nseListCsv,
  nseListRow,
  priceDataCsv,
  prZip,
  weekHighLowCsv,
} from '../../testing';
import { ImportFailedError } from '../importErrors';
import { type ImportSummary } from '../importTypes';
import { fakeEngine, importText, snapshotTables } from '../testing/importHarness';

const DAY = '2025-12-16';
const NEXT_DAY = '2025-12-17';
const ZIP = 'PR161225.zip';
const NOT_EQUITY = 'not an equity series (kept: EQ, BE, BZ)';
const UNKNOWN = 'no company with this NSE symbol (import the NSE list first)';
const LISTED_AGAIN = 'the same action listed under another series';

const LISTINGS = {
  ALPHA: nseListRow({ symbol: 'ALPHA', name: 'Alpha Industries Limited', isin: generatedIsin(9201) }),
  BETA: nseListRow({ symbol: 'BETA', name: 'Beta Traders Limited', isin: generatedIsin(9202), series: 'BE' }),
  GAMMA: nseListRow({ symbol: 'GAMMA', name: 'Gamma Chemicals Limited', isin: generatedIsin(9203) }),
  // Suspended: in mcap with a months-old last trade, not in pd.
  DELTA: nseListRow({ symbol: 'DELTA', name: 'Delta Suspended Limited', isin: generatedIsin(9204) }),
};
const id = (symbol: keyof typeof LISTINGS): string => `isin:${LISTINGS[symbol].isin}`;

/** A day's actions as bc lists them: each equity action under BE and EQ, a debt series' interest, a symbol we do not have. */
const actionLines = (): Parameters<typeof corporateActionsCsv>[0] => [
  ...listedUnder(['BE', 'EQ'], { symbol: 'GAMMA', exDate: '2025-12-19', purpose: 'BONUS 1:1' }),
  ...listedUnder(['EQ', 'BE'], { symbol: 'GAMMA', exDate: '2025-12-22', purpose: 'FVSPLT FRM RS 10 TO RS 2' }),
  { series: 'EQ', symbol: 'ALPHA', exDate: '2025-12-18', purpose: 'INTDIV - RS 7 PER SH' },
  { series: 'EQ', symbol: 'NOSUCH', exDate: '2025-12-18', purpose: 'BONUS 1:1' },
  { series: 'N1', symbol: 'ALPHA27', exDate: '2025-12-20', purpose: 'INTEREST PAYMENT' },
];

/** One day of NSE's daily files, by name, as a folder holds them. */
function dailyFolder(day: IsoDate): Record<string, string> {
  const date = ddmmyyyy(day);
  return {
    [`mcap${date}.csv`]: marketCapCsv(day, [
      { symbol: 'ALPHA', series: 'EQ', faceValue: 1, issueSize: 1_000_000_000, close: 999 },
      { symbol: 'BETA', series: 'BE', faceValue: 10, issueSize: 50_000_000, close: 45 },
      { symbol: 'DELTA', series: 'EQ', faceValue: 10, issueSize: 20_000_000, close: 777, lastTradeDate: '2025-06-30' },
      { symbol: 'NOSUCH', series: 'EQ', issueSize: 1_000_000 },
      { symbol: 'ALPHA27', series: 'N1', issueSize: 500_000 },
    ]),
    [`bc${date}.csv`]: corporateActionsCsv(actionLines()),
    [`CM_52_wk_High_low_${date}.csv`]: weekHighLowCsv(
      [
        { symbol: 'ALPHA', series: 'EQ', high: 1480, highDate: '2025-07-23', low: 905.5, lowDate: '2025-03-04' },
        { symbol: 'GAMMA', series: 'EQ', high: 84, highDate: '2025-09-01', low: 50, lowDate: '2025-01-10' },
        { symbol: 'NOSUCH', series: 'EQ', high: 20, highDate: '2025-09-01', low: 10, lowDate: '2025-01-10' },
      ],
      { effectiveFor: day },
    ),
    [`pd${date}.csv`]: priceDataCsv([
      { series: 'EQ', symbol: 'ALPHA', close: 1234.5, high52: 1500, low52: 900 },
      { series: 'BE', symbol: 'BETA', close: 44.2, high52: 60, low52: 30 },
      { series: 'EQ', symbol: 'GAMMA', close: 310, high52: 420, low52: 250 },
      { series: 'EQ', symbol: 'NOSUCH', close: 12 },
      { series: 'N1', symbol: 'ALPHA27', close: 1010 },
      { series: 'GB', symbol: 'SGBJUN31', close: 7100 },
    ]),
  };
}

/** Everything the daily files write, without ids, and a zip's files named as the folder's. */
async function dailyRows(db: Kysely<Database>) {
  const unzipped = (source: string): string => source.replace(/^PR\d{6}\.zip\//, '');
  const prices = await db
    .selectFrom('prices')
    .select(['company_id', 'as_of', 'price', 'exchange'])
    .where('source', '=', 'bhavcopy')
    .orderBy('company_id')
    .orderBy('as_of')
    .execute();
  const shareCounts = await db.selectFrom('share_counts').selectAll().orderBy('company_id').orderBy('as_of').execute();
  const actions = await db
    .selectFrom('corporate_actions')
    .select(['company_id', 'kind', 'ex_date', 'record_date', 'ratio_from', 'ratio_to', 'share_multiplier', 'amount', 'description', 'source'])
    .orderBy('company_id')
    .orderBy('ex_date')
    .execute();
  const ranges = await db.selectFrom('week_high_low').selectAll().orderBy('company_id').orderBy('as_of').execute();
  return {
    prices,
    shareCounts: shareCounts.map((row) => ({ ...row, source: unzipped(row.source) })),
    actions: actions.map((row) => ({ ...row, source: unzipped(row.source) })),
    ranges: ranges.map((row) => ({ ...row, source: unzipped(row.source) })),
  };
}

/** A folder's files as the CLI gives them: in name order (cli/inputFiles.ts). */
const inNameOrder = (folder: Record<string, string>): Array<[string, string]> => Object.entries(folder).sort(([a], [b]) => a.localeCompare(b, 'en'));

async function clearDailyRows(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('prices').where('source', '=', 'bhavcopy').execute();
  await db.deleteFrom('share_counts').execute();
  await db.deleteFrom('corporate_actions').execute();
  await db.deleteFrom('week_high_low').execute();
}

describe.each(testDatabases())('daily import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv(Object.values(LISTINGS)));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const importDaily = (name: string, content: string | Uint8Array) => importText(database.db, engine, 'daily', name, content);
  /** Imports a folder's files one by one, in name order as `npm run ingest -- daily <folder>` does; their summaries by name. */
  const importFolder = async (folder: Record<string, string>): Promise<Map<string, ImportSummary>> => {
    const summaries = new Map<string, ImportSummary>();
    for (const [name, text] of inNameOrder(folder)) summaries.set(name, (await importDaily(name, text)).summary);
    return summaries;
  };

  const date = ddmmyyyy(DAY);
  let imported = new Map<string, ImportSummary>();
  const summaryOf = (name: string): ImportSummary => {
    const summary = imported.get(name);
    if (summary === undefined) throw new Error(`${name} was not imported by the first test`);
    return summary;
  };

  it("stores the same rows from a folder's files imported one by one as from the day's PR zip", async () => {
    const { summary } = await importDaily(ZIP, prZip(DAY, dailyFolder(DAY)));
    expect(summary.totals.added).toBeGreaterThan(0);
    const fromZip = await dailyRows(database.db);
    await clearDailyRows(database.db);

    imported = await importFolder(dailyFolder(DAY));

    expect(await dailyRows(database.db)).toEqual(fromZip);
    expect(fromZip.prices).not.toEqual([]);
  });

  it("stores mcap's issue size and never takes its close for a price", async () => {
    const { shareCounts, prices } = await dailyRows(database.db);
    expect(shareCounts).toEqual([
      { company_id: id('ALPHA'), as_of: DAY, shares: 1_000_000_000, face_value: 1, last_trade_date: DAY, source: `mcap${date}.csv` },
      { company_id: id('BETA'), as_of: DAY, shares: 50_000_000, face_value: 10, last_trade_date: DAY, source: `mcap${date}.csv` },
      { company_id: id('DELTA'), as_of: DAY, shares: 20_000_000, face_value: 10, last_trade_date: '2025-06-30', source: `mcap${date}.csv` },
    ]);
    // The closes are pd's; DELTA, only in mcap, has none.
    expect(prices).toEqual([
      { company_id: id('ALPHA'), as_of: DAY, price: 1234.5, exchange: 'NSE' },
      { company_id: id('BETA'), as_of: DAY, price: 44.2, exchange: 'NSE' },
      { company_id: id('GAMMA'), as_of: DAY, price: 310, exchange: 'NSE' },
    ]);
    expect(summaryOf(`mcap${date}.csv`).notes).toEqual([`mcap${date}.csv: Shares outstanding as of ${DAY} (its close prices are not read)`]);
  });

  it('stores each corporate action once, with its ratio and share multiplier, and the next day repeating them changes nothing', async () => {
    const source = `bc${date}.csv`;
    const expected = [
      {
        company_id: id('ALPHA'),
        kind: 'dividend',
        ex_date: '2025-12-18',
        record_date: '2025-12-18',
        ratio_from: null,
        ratio_to: null,
        share_multiplier: null,
        amount: 7,
        description: 'INTDIV - RS 7 PER SH',
        source,
      },
      {
        company_id: id('GAMMA'),
        kind: 'bonus',
        ex_date: '2025-12-19',
        record_date: '2025-12-19',
        ratio_from: 1,
        ratio_to: 1,
        share_multiplier: 2,
        amount: null,
        description: 'BONUS 1:1',
        source,
      },
      {
        company_id: id('GAMMA'),
        kind: 'split',
        ex_date: '2025-12-22',
        record_date: '2025-12-22',
        ratio_from: 10,
        ratio_to: 2,
        share_multiplier: 5,
        amount: null,
        description: 'FVSPLT FRM RS 10 TO RS 2',
        source,
      },
    ];
    expect((await dailyRows(database.db)).actions).toEqual(expected);
    expect(summaryOf(source).parts).toEqual([{ part: 'corporate actions', added: 3, updated: 0, unchanged: 0, removed: 0 }]);
    expect(summaryOf(source).skipped).toEqual([
      { reason: LISTED_AGAIN, count: 2, lines: [2, 5] },
      { reason: UNKNOWN, count: 1, lines: [7] },
      { reason: NOT_EQUITY, count: 1, lines: [8] },
    ]);

    const nextDay = await importDaily(`bc${ddmmyyyy(NEXT_DAY)}.csv`, corporateActionsCsv(actionLines()));

    expect(nextDay.summary.totals).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
    expect((await dailyRows(database.db)).actions).toEqual(expected);
  });

  it('takes a bonus listed again with a moved ex-date for the same bonus re-dated, not a second that would halve per-share history again', async () => {
    const bonus = (exDate: string) => corporateActionsCsv([{ series: 'BE', symbol: 'BETA', exDate, purpose: 'BONUS 2:1' }]);
    await importDaily('bc02032026.csv', bonus('2026-03-10'));
    const redated = await importDaily('bc09032026.csv', bonus('2026-03-24'));
    expect(redated.summary.totals).toEqual({ added: 0, updated: 1, unchanged: 0, removed: 0 });
    const stored = (await dailyRows(database.db)).actions.filter((action) => action.company_id === id('BETA'));
    expect(stored).toEqual([expect.objectContaining({ kind: 'bonus', ex_date: '2026-03-24', share_multiplier: 3, source: 'bc09032026.csv' })]);
    const later = await importDaily('bc01102026.csv', bonus('2026-10-20'));
    expect(later.summary.totals.added).toBe(1); // seven months on: another bonus
  });

  it('recomputes no analysis for what the engine does not read (a dividend, shares outstanding, a 52-week range)', async () => {
    const dividendOnly = corporateActionsCsv([{ series: 'EQ', symbol: 'ALPHA', exDate: '2026-02-02', purpose: 'INTDIV - RS 9 PER SH' }]);
    const { summary, analyses } = await importDaily('bc30012026.csv', dividendOnly);
    expect(summary.totals.added).toBe(1);
    expect(summary.affectedCompanies).toBe(0);
    expect(analyses).toBeUndefined();
  });

  it('skips the debt series under one reason, and the symbols we do not have with theirs', () => {
    const pd = summaryOf(`pd${date}.csv`).skipped;
    expect(pd).toEqual([
      { reason: 'an index, not a security', count: 2, lines: [2, 3] },
      { reason: NOT_EQUITY, count: 2, lines: [10, 11] },
      { reason: 'a section heading, not a security', count: 1, lines: [5] },
      { reason: UNKNOWN, count: 1, lines: [9] },
    ]);
    expect(summaryOf(`mcap${date}.csv`).skipped).toEqual([
      { reason: 'a total line (Listed, Permitted or Total), not a security', count: 3, lines: [7, 8, 9] },
      { reason: UNKNOWN, count: 1, lines: [5] },
      { reason: NOT_EQUITY, count: 1, lines: [6] },
    ]);
    expect(summaryOf(`CM_52_wk_High_low_${date}.csv`).skipped).toEqual([{ reason: UNKNOWN, count: 1, lines: [6] }]);
  });

  it("keeps the 52-week file's adjusted range and pd's unadjusted one in the same row", async () => {
    expect((await dailyRows(database.db)).ranges).toEqual([
      {
        company_id: id('ALPHA'),
        as_of: DAY,
        high: 1480,
        high_date: '2025-07-23',
        low: 905.5,
        low_date: '2025-03-04',
        unadjusted_high: 1500,
        unadjusted_low: 900,
        source: `CM_52_wk_High_low_${date}.csv`,
      },
      // BETA is in pd only: its row has the unadjusted range alone.
      {
        company_id: id('BETA'),
        as_of: DAY,
        high: null,
        high_date: null,
        low: null,
        low_date: null,
        unadjusted_high: 60,
        unadjusted_low: 30,
        source: `pd${date}.csv`,
      },
      {
        company_id: id('GAMMA'),
        as_of: DAY,
        high: 84,
        high_date: '2025-09-01',
        low: 50,
        low_date: '2025-01-10',
        unadjusted_high: 420,
        unadjusted_low: 250,
        source: `CM_52_wk_High_low_${date}.csv`,
      },
    ]);
  });

  it('changes nothing when the same folder is imported again', async () => {
    const before = await snapshotTables(database.db);
    const rows = await dailyRows(database.db);

    const again = await importFolder(dailyFolder(DAY));

    for (const [name, summary] of again) expect([name, summary.totals.added, summary.totals.updated]).toEqual([name, 0, 0]);
    expect(await dailyRows(database.db)).toEqual(rows);
    expect({ ...(await snapshotTables(database.db)), import_runs: [] }).toEqual({ ...before, import_runs: [] });
  });

  it('fails an HTML page saved as pd16122025.csv, and only that file, writing nothing from it', async () => {
    await clearDailyRows(database.db);
    const folder = { ...dailyFolder(DAY), [`pd${date}.csv`]: '<!DOCTYPE html>\n<html><body>Access Denied</body></html>\n' };

    const outcomes: Array<[string, string]> = [];
    for (const [name, text] of inNameOrder(folder)) {
      const outcome = await importDaily(name, text).then(
        ({ summary }) => `${summary.totals.added} added`,
        (error: unknown) => (error instanceof ImportFailedError ? error.message : `unexpected: ${String(error)}`),
      );
      outcomes.push([name, outcome]);
    }

    expect(outcomes).toEqual([
      [`bc${date}.csv`, '3 added'],
      [`CM_52_wk_High_low_${date}.csv`, '2 added'],
      [`mcap${date}.csv`, '3 added'],
      [`pd${date}.csv`, `pd${date}.csv, line 1: this is an HTML or XML page, not a CSV file (the download was probably refused)`],
    ]);
    const rows = await dailyRows(database.db);
    expect(rows.prices).toEqual([]);
    expect(rows.ranges.map((range) => [range.company_id, range.high, range.unadjusted_high, range.unadjusted_low])).toEqual([
      [id('ALPHA'), 1480, null, null],
      [id('GAMMA'), 84, null, null],
    ]);
  });
});
