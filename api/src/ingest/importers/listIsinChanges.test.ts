import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { bseListCsv, bseListRow, generatedIsin, nseListCsv, nseListRow, withCheckDigit, type BseListRow, type NseListRow } from '../testing';
import { type ImportOutcome } from './importService';
import { FIXED_DAY, fakeEngine, importText, snapshotTables } from './testing/importHarness';

/**
 * Lists that name a company by an identifier it no longer has, or had before:
 * a pre-split ISIN, a renamed symbol, a changed BSE ticker or code. Each test
 * uses companies of its own issuers, so they share one database.
 */

// Bajaj Finance's shares before and after their face-value split (issue 02 → 03 of issuer 296A's equity).
const BAJAJ_BEFORE = 'INE296A01024';
const BAJAJ_AFTER = 'INE296A01032';
// Nestle India's, likewise.
const NESTLE_BEFORE = 'INE239A01016';
const NESTLE_AFTER = 'INE239A01024';

const LATER_DAY = '2026-12-04';

describe.each(testDatabases())('ISIN, symbol and ticker changes in the company lists on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const nseList = (rows: readonly NseListRow[], options: { dryRun?: boolean; today?: string } = {}) =>
    importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv(rows), options);
  const bseList = (rows: readonly BseListRow[], options: { today?: string } = {}) =>
    importText(database.db, engine, 'bse-list', 'Equity.csv', bseListCsv(rows), options);

  /** The companies whose id or ISIN is one of the issuer's (the first seven characters of an ISIN). */
  const companiesOfIssuer = (issuer: string) =>
    database.db
      .selectFrom('companies')
      .select(['id', 'name', 'code', 'isin', 'bse_code', 'bse_id', 'bse_status', 'nse_as_of', 'bse_as_of'])
      .where((eb) => eb.or([eb('isin', 'like', `${issuer}%`), eb('id', 'like', `isin:${issuer}%`)]))
      .orderBy('id')
      .execute();
  const aliasesOf = (companyId: string) =>
    database.db
      .selectFrom('company_aliases')
      .select(['kind', 'value', 'source', 'recorded_on'])
      .where('company_id', '=', companyId)
      .orderBy('kind')
      .orderBy('value')
      .execute();
  const allAliases = () => database.db.selectFrom('company_aliases').selectAll().orderBy('company_id').orderBy('kind').orderBy('value').execute();

  /** A second run of a list must add and update nothing, and write no alias. */
  const expectIdempotent = async (run: () => Promise<ImportOutcome>) => {
    const before = await snapshotTables(database.db);
    const aliases = await allAliases();
    const { summary } = await run();
    expect(summary.totals).toMatchObject({ added: 0, updated: 0 });
    const after = await snapshotTables(database.db);
    expect(after.companies).toEqual(before.companies);
    expect(await allAliases()).toEqual(aliases);
  };

  it('joins an older BSE list carrying the pre-split ISIN to the company of the NSE list, keeping the newer ISIN', async () => {
    const nse = [nseListRow({ symbol: 'BAJFINANCE', name: 'Bajaj Finance Limited', isin: BAJAJ_AFTER, faceValue: 1, paidUpValue: 1 })];
    const bse = [
      bseListRow({
        securityCode: '500034',
        issuerName: 'Bajaj Finance Limited',
        securityId: 'BAJFINANCE',
        securityName: 'BAJAJ FINANCE LTD.',
        faceValue: 2,
        isin: BAJAJ_BEFORE,
        sectorName: 'Financial Services',
      }),
    ];
    await nseList(nse);

    const { summary } = await bseList(bse);

    expect(summary.totals).toEqual({ added: 0, updated: 1, unchanged: 0, removed: 0 });
    expect(summary.notes).toContain(
      `1 scrip(s) carry an older ISIN of a company we have (from before a split): joined to it, not added: ${BAJAJ_BEFORE} → isin:${BAJAJ_AFTER}`,
    );
    expect(await companiesOfIssuer('INE296A')).toEqual([
      {
        id: `isin:${BAJAJ_AFTER}`,
        name: 'Bajaj Finance Limited',
        code: 'BAJFINANCE',
        isin: BAJAJ_AFTER,
        bse_code: '500034',
        bse_id: 'BAJFINANCE',
        bse_status: 'Active',
        nse_as_of: FIXED_DAY,
        bse_as_of: FIXED_DAY,
      },
    ]);
    expect(await aliasesOf(`isin:${BAJAJ_AFTER}`)).toEqual([{ kind: 'isin', value: BAJAJ_BEFORE, source: 'bse-list Equity.csv', recorded_on: FIXED_DAY }]);

    await expectIdempotent(() => bseList(bse, { today: LATER_DAY }));
    await expectIdempotent(() => nseList(nse, { today: LATER_DAY }));
  });

  it('updates the ISIN of a company from the BSE list in place when the NSE list gives its symbol the newer ISIN', async () => {
    const bse = [
      bseListRow({
        securityCode: '500790',
        issuerName: 'Nestle India Ltd',
        securityId: 'NESTLEIND',
        securityName: 'NESTLE INDIA LTD.',
        isin: NESTLE_BEFORE,
        sectorName: 'Fast Moving Consumer Goods',
      }),
    ];
    const nse = [nseListRow({ symbol: 'NESTLEIND', name: 'Nestle India Limited', isin: NESTLE_AFTER, faceValue: 1, paidUpValue: 1 })];
    await bseList(bse);
    expect(await companiesOfIssuer('INE239A')).toMatchObject([{ id: `isin:${NESTLE_BEFORE}`, isin: NESTLE_BEFORE, code: 'NESTLEIND', nse_as_of: null }]);

    const { summary } = await nseList(nse);

    expect(summary.totals).toEqual({ added: 0, updated: 1, unchanged: 0, removed: 0 });
    expect(summary.notes).toContain(
      `1 company(ies) have a new ISIN (a face-value split); the old one is kept as a former ISIN: ${NESTLE_BEFORE} → ${NESTLE_AFTER}`,
    );
    expect(await companiesOfIssuer('INE239A')).toEqual([
      {
        id: `isin:${NESTLE_BEFORE}`, // the same company: people may have opened it
        name: 'Nestle India Limited',
        code: 'NESTLEIND',
        isin: NESTLE_AFTER,
        bse_code: '500790',
        bse_id: 'NESTLEIND',
        bse_status: 'Active',
        nse_as_of: FIXED_DAY,
        bse_as_of: FIXED_DAY,
      },
    ]);
    expect(await aliasesOf(`isin:${NESTLE_BEFORE}`)).toEqual([{ kind: 'isin', value: NESTLE_BEFORE, source: 'nse-list EQUITY_L.csv', recorded_on: FIXED_DAY }]);

    await expectIdempotent(() => nseList(nse, { today: LATER_DAY }));
    // The older BSE list still names the same company, by its former ISIN.
    await expectIdempotent(() => bseList(bse, { today: LATER_DAY }));
  });

  it('records the symbol an NSE list renames as a former symbol', async () => {
    const isin = generatedIsin(9101);
    await nseList([nseListRow({ symbol: 'OLDNAME', name: 'Renamed Industries Limited', isin })]);
    const renamed = [nseListRow({ symbol: 'NEWNAME', name: 'Renamed Industries Limited', isin })];

    const { summary } = await nseList(renamed);

    expect(summary.totals).toEqual({ added: 0, updated: 1, unchanged: 0, removed: 0 });
    expect(await companiesOfIssuer(isin.slice(0, 7))).toMatchObject([{ id: `isin:${isin}`, code: 'NEWNAME' }]);
    expect(await aliasesOf(`isin:${isin}`)).toEqual([{ kind: 'nse_symbol', value: 'OLDNAME', source: 'nse-list EQUITY_L.csv', recorded_on: FIXED_DAY }]);
    await expectIdempotent(() => nseList(renamed, { today: LATER_DAY }));
  });

  it('records the ticker and code a BSE list changes as former ones', async () => {
    const isin = generatedIsin(9102);
    await nseList([nseListRow({ symbol: 'TICKCO', name: 'Ticker Company Limited', isin })]);
    const scrip = { issuerName: 'Ticker Company Ltd', securityName: 'TICKER COMPANY LTD.', isin };
    await bseList([bseListRow({ ...scrip, securityCode: '539101', securityId: 'TICKOLD' })]);
    const changed = [bseListRow({ ...scrip, securityCode: '539102', securityId: 'TICKNEW' })];

    const { summary } = await bseList(changed, { today: LATER_DAY });

    expect(summary.totals).toEqual({ added: 0, updated: 1, unchanged: 0, removed: 0 });
    expect(await companiesOfIssuer(isin.slice(0, 7))).toMatchObject([{ id: `isin:${isin}`, code: 'TICKCO', bse_code: '539102', bse_id: 'TICKNEW' }]);
    expect(await aliasesOf(`isin:${isin}`)).toEqual([
      { kind: 'bse_code', value: '539101', source: 'bse-list Equity.csv', recorded_on: LATER_DAY },
      { kind: 'bse_id', value: 'TICKOLD', source: 'bse-list Equity.csv', recorded_on: LATER_DAY },
    ]);
    await expectIdempotent(() => bseList(changed, { today: LATER_DAY }));
  });

  it('follows a BSE-only company to the newer ISIN of its shares by its BSE code when its ticker changed too', async () => {
    const before = withCheckDigit('INE9Q1K0101');
    const after = withCheckDigit('INE9Q1K0102');
    const scrip = { issuerName: 'Bse Split Ltd', securityName: 'BSE SPLIT LTD.', securityCode: '539201' };
    await bseList([bseListRow({ ...scrip, securityId: 'BSESPLIT', isin: before })]);
    const newer = [bseListRow({ ...scrip, securityId: 'BSESPLT', isin: after })];

    const { summary } = await bseList(newer, { today: LATER_DAY });

    expect(summary.totals).toEqual({ added: 0, updated: 1, unchanged: 0, removed: 0 });
    expect(await companiesOfIssuer('INE9Q1K')).toMatchObject([{ id: `isin:${before}`, isin: after, code: 'BSESPLT', bse_code: '539201', bse_id: 'BSESPLT' }]);
    expect(await aliasesOf(`isin:${before}`)).toEqual([
      { kind: 'bse_id', value: 'BSESPLIT', source: 'bse-list Equity.csv', recorded_on: LATER_DAY },
      { kind: 'isin', value: before, source: 'bse-list Equity.csv', recorded_on: LATER_DAY },
    ]);
    await expectIdempotent(() => bseList(newer, { today: LATER_DAY }));
  });

  it('moves a symbol NSE gives to an unrelated ISIN: the old holder loses it and keeps it as a former symbol', async () => {
    const holder = generatedIsin(9103);
    const newcomer = generatedIsin(9104);
    await nseList([nseListRow({ symbol: 'MOVER', name: 'First Holder Limited', isin: holder })]);
    await bseList([
      bseListRow({ securityCode: '539301', issuerName: 'First Holder Ltd', securityId: 'MOVER', securityName: 'FIRST HOLDER LTD.', isin: holder }),
    ]);
    const moved = [nseListRow({ symbol: 'MOVER', name: 'Second Holder Limited', isin: newcomer })];

    const { summary } = await nseList(moved);

    expect(summary.totals).toEqual({ added: 1, updated: 1, unchanged: 0, removed: 0 });
    expect(summary.notes.join('\n')).toContain('1 symbol(s) now belong to another ISIN, so their former holders lose them: First Holder Limited (MOVER');
    expect(await companiesOfIssuer(holder.slice(0, 7))).toMatchObject([{ id: `isin:${holder}`, code: '539301', name: 'First Holder Limited' }]);
    expect(await companiesOfIssuer(newcomer.slice(0, 7))).toMatchObject([{ id: `isin:${newcomer}`, code: 'MOVER', name: 'Second Holder Limited' }]);
    expect(await aliasesOf(`isin:${holder}`)).toEqual([{ kind: 'nse_symbol', value: 'MOVER', source: 'nse-list EQUITY_L.csv', recorded_on: FIXED_DAY }]);
    expect(await aliasesOf(`isin:${newcomer}`)).toEqual([]);
    await expectIdempotent(() => nseList(moved, { today: LATER_DAY }));
  });

  it('removes the copy an earlier BSE import made from a pre-split ISIN when it holds nothing, and keeps one that holds data', async () => {
    // What the lists did before ISIN changes were followed: a BSE-only company under each pre-split ISIN.
    const copies = [
      { before: withCheckDigit('INE777A0101'), after: withCheckDigit('INE777A0102'), symbol: 'EMPTYCOPY', code: '577701' },
      { before: withCheckDigit('INE778A0101'), after: withCheckDigit('INE778A0102'), symbol: 'HELDCOPY', code: '577801' },
    ];
    await nseList(copies.map((copy) => nseListRow({ symbol: copy.symbol, name: `${copy.symbol} Limited`, isin: copy.after })));
    await database.db
      .insertInto('companies')
      .values(
        copies.map((copy) => ({
          id: `isin:${copy.before}`,
          name: `${copy.symbol} Ltd.`,
          code: copy.symbol + 'B',
          isin: copy.before,
          bse_code: copy.code,
          bse_as_of: '2026-01-01',
        })),
      )
      .execute();
    await database.db
      .insertInto('prices')
      .values({ company_id: `isin:${copies[1]!.before}`, price: 10, as_of: '2026-01-02', source: 'bhavcopy' })
      .execute();

    const { summary } = await bseList(
      copies.map((copy) =>
        bseListRow({ securityCode: copy.code, issuerName: `${copy.symbol} Ltd.`, securityId: copy.symbol, securityName: copy.symbol, isin: copy.before }),
      ),
    );

    expect(summary.totals.removed).toBe(1);
    expect(summary.notes.join('\n')).toContain(`held no data, and were removed: EMPTYCOPY Ltd. (EMPTYCOPYB, isin:${copies[0]!.before})`);
    expect(summary.notes.join('\n')).toContain(`but hold data, so they were kept: HELDCOPY Ltd. (HELDCOPYB, isin:${copies[1]!.before})`);
    expect(await companiesOfIssuer('INE777A')).toMatchObject([{ id: `isin:${copies[0]!.after}`, isin: copies[0]!.after, bse_code: '577701' }]);
    expect(await companiesOfIssuer('INE778A')).toHaveLength(2);
    expect(await aliasesOf(`isin:${copies[0]!.after}`)).toEqual([
      { kind: 'isin', value: copies[0]!.before, source: 'bse-list Equity.csv', recorded_on: FIXED_DAY },
    ]);
  });

  it('writes no alias and changes no company in a dry run', async () => {
    const isin = generatedIsin(9105);
    await nseList([nseListRow({ symbol: 'DRYOLD', name: 'Dry Run Limited', isin })]);
    const before = await snapshotTables(database.db);
    const aliases = await allAliases();

    const { summary } = await nseList([nseListRow({ symbol: 'DRYNEW', name: 'Dry Run Limited', isin })], { dryRun: true });

    expect(summary).toMatchObject({ dryRun: true, totals: { added: 0, updated: 1, unchanged: 0, removed: 0 } });
    expect(await allAliases()).toEqual(aliases);
    expect(await snapshotTables(database.db)).toEqual(before);
  });
});
