import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import { loadCompanyFacts } from '../../../db/companyFactsRepository';
import { generatedIsin, nseListCsv, nseListRow, screenerWorkbook, standardScreenerSpec, type ScreenerWorkbookSpec, type SheetRow } from '../../testing';
import { fakeEngine, importText } from '../testing/importHarness';

/**
 * Issue 29, finding 2: Reliance's older export overwrote the newer one's FY2024
 * (borrowings +30.9%) with only a note. Screener had moved ₹1.08 lakh crore
 * out of Borrowings into Other Liabilities between the two exports: FY2024's
 * Other Liabilities are ₹5,02,576 crore in the older export, and FY2025's
 * ₹7,32,200 crore in the newer one. Balance sheets in ₹ crore; the P&L is the
 * standard fixture's, the same in both exports for the years they share.
 */
const RELIANCE = nseListRow({ symbol: 'RELIANCE', name: 'Reliance Industries Limited', isin: generatedIsin(29) });
const ID = `isin:${RELIANCE.isin}`;
const MOVED = 108_000;

interface BalanceSheetYear {
  capital: number;
  reserves: number;
  borrowings: number;
  otherLiabilities: number;
}
const FY2022: BalanceSheetYear = { capital: 6_765, reserves: 7_72_720, borrowings: 3_19_158, otherLiabilities: 4_00_000 };
const FY2023: BalanceSheetYear = { capital: 6_766, reserves: 7_09_106, borrowings: 4_51_664, otherLiabilities: 4_50_000 };
const FY2024_OLD: BalanceSheetYear = { capital: 6_766, reserves: 7_86_715, borrowings: 4_57_515, otherLiabilities: 5_02_576 };
const FY2024_NEW: BalanceSheetYear = { ...FY2024_OLD, borrowings: FY2024_OLD.borrowings - MOVED, otherLiabilities: FY2024_OLD.otherLiabilities + MOVED };
const FY2025: BalanceSheetYear = { capital: 13_532, reserves: 8_29_668, borrowings: 3_69_575, otherLiabilities: 7_32_200 };

function balanceSheet(years: readonly BalanceSheetYear[]): SheetRow[] {
  const totals = years.map((y) => y.capital + y.reserves + y.borrowings + y.otherLiabilities);
  return [
    ['Equity Share Capital', years.map((y) => y.capital)],
    ['Reserves', years.map((y) => y.reserves)],
    ['Borrowings', years.map((y) => y.borrowings)],
    ['Other Liabilities', years.map((y) => y.otherLiabilities)],
    ['Total', totals],
    ['Net Block', years.map(() => 6_00_000)],
    ['Capital Work in Progress', years.map(() => 2_00_000)],
    ['Investments', years.map(() => 4_00_000)],
    ['Other Assets', totals.map((total) => total - 12_00_000)],
    ['Total', totals],
    ['Receivables', years.map(() => 30_000)],
    ['Inventory', years.map(() => 1_50_000)],
    ['Cash & Bank', years.map(() => 1_00_000)],
  ];
}

/** The standard fixture's columns by index (FY2022 = 0 … FY2024 = 2; FY2025 repeats FY2024's P&L). */
const pick = (rows: readonly SheetRow[], columns: readonly number[]): SheetRow[] =>
  rows.map(([label, values]) => [label, columns.map((column) => values[column] ?? null)]);

function relianceSpec(which: 'older' | 'newer'): ScreenerWorkbookSpec {
  const base = standardScreenerSpec();
  const columns = which === 'older' ? [0, 1, 2] : [1, 2, 2];
  const shift = (date: string) => (which === 'older' ? date : `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`);
  return {
    ...base,
    companyName: 'Reliance Industries Ltd',
    periodEnds: which === 'older' ? ['2022-03-31', '2023-03-31', '2024-03-31'] : ['2023-03-31', '2024-03-31', '2025-03-31'],
    profitAndLoss: pick(base.profitAndLoss, columns),
    quarters: { ...base.quarters, periodEnds: base.quarters.periodEnds.map(shift) },
    balanceSheet: balanceSheet(which === 'older' ? [FY2022, FY2023, FY2024_OLD] : [FY2023, FY2024_NEW, FY2025]),
    cashFlow: pick(base.cashFlow, columns),
    price: columns.map((column) => base.price[column] ?? null),
    adjustedShares: columns.map((column) => base.adjustedShares[column] ?? null),
  };
}

describe.each(testDatabases())('an older Screener export after a newer one on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeEach(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([RELIANCE]));
  }, OPEN_TIMEOUT_MS);
  afterEach(() => database?.close());

  const fy2024 = () =>
    database.db
      .selectFrom('financial_years')
      .select(['borrowings', 'other_liabilities'])
      .where('company_id', '=', ID)
      .where('period_end', '=', '2024-03-31')
      .executeTakeFirstOrThrow();
  const importExport = async (which: 'older' | 'newer', replace?: boolean) =>
    (
      await importText(database.db, engine, 'screener', `RELIANCE ${which}.xlsx`, await screenerWorkbook(relianceSpec(which)), {
        ...(replace ? { options: { replace } } : {}),
      })
    ).summary;

  it('keeps the newer export’s FY2023 and FY2024, adds the FY2022 only the older has, and says which years were kept', async () => {
    await importExport('newer');
    const summary = await importExport('older');
    expect(await fy2024()).toEqual({ borrowings: FY2024_NEW.borrowings, other_liabilities: FY2024_NEW.otherLiabilities });
    expect(summary.notes).toContain(
      'Kept 2 years from a newer export (latest year 2025-03-31, latest quarter 2025-03-31) over this one (latest year 2024-03-31, latest quarter 2024-03-31): ' +
        'FY2023, FY2024. Only the years not stored were added; --replace lets this export overwrite them',
    );
    expect(summary.parts[0]).toEqual({ part: 'statement periods', added: 1, updated: 0, unchanged: 0, removed: 0 });
    const years = await database.db.selectFrom('financial_years').select('fiscal_year').where('company_id', '=', ID).orderBy('period_end').execute();
    expect(years.map((year) => year.fiscal_year)).toEqual([2022, 2023, 2024, 2025]);
  });

  it('lets the older export overwrite them with --replace', async () => {
    await importExport('newer');
    const summary = await importExport('older', true);
    expect(await fy2024()).toEqual({ borrowings: FY2024_OLD.borrowings, other_liabilities: FY2024_OLD.otherLiabilities });
    expect(summary.notes).toContain(
      'Replaced 2 years from a newer export (latest year 2025-03-31, latest quarter 2025-03-31) with this older one (latest year 2024-03-31, latest quarter 2024-03-31), as --replace asked: FY2023, FY2024',
    );
    // The newer one again takes its years back without --replace.
    await importExport('newer');
    expect(await fy2024()).toEqual({ borrowings: FY2024_NEW.borrowings, other_liabilities: FY2024_NEW.otherLiabilities });
  });

  it('flags FY2024, where the exports disagree by more than 10% on Borrowings and Other Liabilities, in the summary and for the analysis', async () => {
    await importExport('newer');
    const summary = await importExport('older');
    expect(summary.notes).toContainEqual(
      'Balance-sheet lines more than 10% apart between two exports of the same year (a reclassification: flagged, and no figure is to be differenced across it): ' +
        'FY2024: Borrowings 3,49,515 (newer export) vs 4,57,515 (older, +30.9%), Other Liabilities 6,10,576 (newer export) vs 5,02,576 (older, −17.7%)',
    );
    const flags = await database.db.selectFrom('reclassified_years').select(['period_end', 'lines']).where('company_id', '=', ID).execute();
    expect(flags).toEqual([
      {
        period_end: '2024-03-31',
        lines: [
          { line: 'Borrowings', newer: 3_49_515, older: 4_57_515 },
          { line: 'Other Liabilities', newer: 6_10_576, older: 5_02_576 },
        ],
      },
    ]);
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.reclassifiedYears).toEqual([
      {
        periodEnd: '2024-03-31',
        lines: [
          { line: 'Borrowings', newer: 3_49_515, older: 4_57_515 },
          { line: 'Other Liabilities', newer: 6_10_576, older: 5_02_576 },
        ],
      },
    ]);
  });

  it('flags the same year when the exports come in date order, the newer one overwriting', async () => {
    await importExport('older');
    const summary = await importExport('newer');
    expect(await fy2024()).toEqual({ borrowings: FY2024_NEW.borrowings, other_liabilities: FY2024_NEW.otherLiabilities });
    expect(summary.notes).toContainEqual(expect.stringContaining('FY2024: Borrowings 3,49,515 (newer export) vs 4,57,515 (older, +30.9%)'));
    const flags = await database.db.selectFrom('reclassified_years').select('period_end').where('company_id', '=', ID).execute();
    expect(flags).toEqual([{ period_end: '2024-03-31' }]);
  });
});
