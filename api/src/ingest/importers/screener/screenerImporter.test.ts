import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import {
  bankScreenerSpec,
  bseListCsv,
  bseListRow,
  generatedIsin,
  nseListCsv,
  nseListRow,
  screenerWorkbook,
  standardScreenerSpec,
  yearEndChangeSpec,
  type ScreenerWorkbookSpec,
  type SheetCell,
  type SheetRow,
} from '../../testing';
import { loadCompanyFacts } from '../../../db/companyFactsRepository';
import { fakeEngine, importText, snapshotTables } from '../testing/importHarness';

const MANUFACTURER = nseListRow({ symbol: 'SAMPLE', name: 'SAMPLE  MANUFACTURING LIMITED', isin: generatedIsin(11) });
const BANK = nseListRow({ symbol: 'SAMPLEBANK', name: 'Sample Bank Limited', isin: generatedIsin(12) });
const CHANGER = nseListRow({ symbol: 'CHANGER', name: 'Year End Changer Limited', isin: generatedIsin(15) });
const FERT = nseListRow({ symbol: 'DEEPAKFERT', name: 'Deepak Fertilizers & Petrochemicals Corporation Limited', isin: generatedIsin(16) });
const LONG_CHANGER = nseListRow({ symbol: 'LONGCHANGER', name: 'Long Year Changer Limited', isin: generatedIsin(18) });
const NO_QUARTERS = nseListRow({ symbol: 'NOQUARTERS', name: 'No Quarters Limited', isin: generatedIsin(17) });
const TWINS = [
  nseListRow({ symbol: 'TWINA', name: 'Twin Co Limited', isin: generatedIsin(13) }),
  nseListRow({ symbol: 'TWINB', name: 'TWIN CO LTD.', isin: generatedIsin(14) }),
];
const id = (isin: string) => `isin:${isin}`;
const named = (companyName: string, spec: ScreenerWorkbookSpec = standardScreenerSpec()): ScreenerWorkbookSpec => ({ ...spec, companyName });

describe.each(testDatabases())('screener import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([MANUFACTURER, BANK, CHANGER, FERT, NO_QUARTERS, LONG_CHANGER, ...TWINS]));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const periodsOf = (isin: string) =>
    database.db
      .selectFrom('financial_years')
      .select(['period_end', 'fiscal_year', 'months', 'sales', 'eps', 'basis'])
      .where('company_id', '=', id(isin))
      .orderBy('period_end')
      .execute();
  const pricesOf = (isin: string) =>
    database.db
      .selectFrom('prices')
      .select(['price', 'as_of', 'source', 'approximate'])
      .where('company_id', '=', id(isin))
      .orderBy('as_of')
      .orderBy('approximate')
      .execute();
  const kindOf = (isin: string) =>
    database.db.selectFrom('companies').select(['kind', 'kind_source', 'kind_reason']).where('id', '=', id(isin)).executeTakeFirstOrThrow();

  it('imports periods, quarters and prices, dating the export’s price by its latest quarter, not by the import day', async () => {
    const { summary, analyses } = await importText(
      database.db,
      engine,
      'screener',
      'Sample Manufacturing.xlsx',
      await screenerWorkbook(standardScreenerSpec()),
    );
    expect(summary.notes[0]).toBe(`Matched "Sample Manufacturing Ltd" to SAMPLE MANUFACTURING LIMITED (SAMPLE, ${id(MANUFACTURER.isin)}) by name`);
    expect(summary.parts).toEqual([
      { part: 'statement periods', added: 3, updated: 0, unchanged: 0, removed: 0 },
      { part: 'quarters', added: 4, updated: 0, unchanged: 0, removed: 0 },
      { part: 'prices', added: 4, updated: 0, unchanged: 0, removed: 0 },
      { part: 'company profile', added: 0, updated: 0, unchanged: 1, removed: 0 },
    ]);
    expect(summary.notes).toContain('Kind: industrial (no classification yet: analysed as an industrial company)');
    expect(summary.notes).toContainEqual(expect.stringContaining("Current price ₹450 dated on or after 2024-03-31 (the export's latest period"));
    expect(analyses?.computed).toBe(1);
    expect(await periodsOf(MANUFACTURER.isin)).toEqual([
      { period_end: '2022-03-31', fiscal_year: 2022, months: 12, sales: 1000, eps: 21, basis: null },
      { period_end: '2023-03-31', fiscal_year: 2023, months: 12, sales: 1200, eps: 25.575, basis: null },
      { period_end: '2024-03-31', fiscal_year: 2024, months: 12, sales: 1500, eps: 29.7, basis: null },
    ]);
    expect(await pricesOf(MANUFACTURER.isin)).toEqual([
      { price: 250, as_of: '2022-03-31', source: 'screener', approximate: false },
      { price: 300, as_of: '2023-03-31', source: 'screener', approximate: false },
      { price: 420, as_of: '2024-03-31', source: 'screener', approximate: false },
      { price: 450, as_of: '2024-03-31', source: 'screener', approximate: true },
    ]);
    const quarters = await database.db
      .selectFrom('quarterly_results')
      .select(['period_end', 'sales', 'operating_profit'])
      .where('company_id', '=', id(MANUFACTURER.isin))
      .orderBy('period_end')
      .execute();
    expect(quarters.map((quarter) => quarter.period_end)).toEqual(['2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31']);
    const raw = await database.db
      .selectFrom('financial_years')
      .select(['raw_material_cost', 'employee_cost', 'tax', 'equity_share_count', 'face_value'])
      .where('company_id', '=', id(MANUFACTURER.isin))
      .where('period_end', '=', '2024-03-31')
      .executeTakeFirstOrThrow();
    expect(raw).toEqual({ raw_material_cost: 600, employee_cost: 130, tax: 123.75, equity_share_count: 125000000, face_value: 10 });
  });

  it('changes nothing when the same workbook is imported again on a later day', async () => {
    const before = await snapshotTables(database.db);
    const { summary } = await importText(database.db, engine, 'screener', 'Sample Manufacturing.xlsx', await screenerWorkbook(standardScreenerSpec()), {
      today: '2026-12-24',
    });
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 12, removed: 0 });
    expect(summary.affectedCompanies).toBe(0);
    expect({ ...(await snapshotTables(database.db)), import_runs: [] }).toEqual({ ...before, import_runs: [] });
  });

  it('records the day the export was downloaded with --price-date', async () => {
    await importText(database.db, engine, 'screener', 'Sample Manufacturing.xlsx', await screenerWorkbook(standardScreenerSpec()), {
      options: { priceDate: '2024-05-20' },
    });
    expect((await pricesOf(MANUFACTURER.isin)).at(-1)).toEqual({ price: 450, as_of: '2024-05-20', source: 'screener', approximate: false });
  });

  it('keeps the stored export price when another export of the same latest period has a different one, and says so', async () => {
    const spec = named('Twin Co Ltd', standardScreenerSpec());
    const first = await importText(database.db, engine, 'screener', 'twin-a.xlsx', await screenerWorkbook(spec), { options: { company: 'TWINA' } });
    expect(first.summary.notes).toContainEqual(expect.stringContaining('Current price ₹450 dated on or after 2024-03-31'));
    const later = { ...spec, meta: spec.meta.map((row) => (row[0] === 'Current Price' ? (['Current Price', 470] as const) : row)) };
    const second = await importText(database.db, engine, 'screener', 'twin-a-again.xlsx', await screenerWorkbook(later), { options: { company: 'TWINA' } });
    expect(second.summary.notes).toContainEqual(
      expect.stringContaining('Another export dated by the same latest period (2024-03-31) stored a current price of ₹450; this one has ₹470'),
    );
    expect((await pricesOf(TWINS[0]!.isin)).filter((price) => price.approximate)).toEqual([
      { price: 450, as_of: '2024-03-31', source: 'screener', approximate: true },
    ]);
    await importText(database.db, engine, 'screener', 'twin-a-again.xlsx', await screenerWorkbook(later), { options: { company: 'TWINA', replace: true } });
    expect((await pricesOf(TWINS[0]!.isin)).filter((price) => price.approximate)).toEqual([
      { price: 470, as_of: '2024-03-31', source: 'screener', approximate: true },
    ]);
  });

  it('refuses a standalone export over consolidated figures (15% lower), naming the periods and the size, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const standalone = await screenerWorkbook(scaledSpec(standardScreenerSpec(), 0.85));
    await expect(importText(database.db, engine, 'screener', 'SAMPLE standalone.xlsx', standalone)).rejects.toThrow(
      /this export would change most of the stored statement figures by more than 5%: FY2022–FY2024 \(3 periods\): sales −15\.0%.*Nothing was written\. If it is meant, run again with --replace/,
    );
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('lists every change in a dry run with --replace, and with --replace keeps the replaced figures in the history', async () => {
    const standalone = await screenerWorkbook(scaledSpec(standardScreenerSpec(), 0.85));
    const dry = await importText(database.db, engine, 'screener', 'SAMPLE standalone.xlsx', standalone, {
      dryRun: true,
      options: { replace: true, basis: 'standalone' },
    });
    expect(dry.summary.notes).toContainEqual(expect.stringContaining('FY2024: sales 1,500 → 1,275 (−15.0%)'));
    const { summary } = await importText(database.db, engine, 'screener', 'SAMPLE standalone.xlsx', standalone, {
      options: { replace: true, basis: 'standalone' },
    });
    expect(summary.parts[0]).toEqual({ part: 'statement periods', added: 0, updated: 3, unchanged: 0, removed: 0 });
    expect((await periodsOf(MANUFACTURER.isin)).map((period) => [period.sales, period.basis])).toEqual([
      [850, 'standalone'],
      [1020, 'standalone'],
      [1275, 'standalone'],
    ]);
    const history = await database.db
      .selectFrom('financial_year_history')
      .select(['period_end', 'replaced_by', 'figures'])
      .where('company_id', '=', id(MANUFACTURER.isin))
      .orderBy('period_end')
      .execute();
    expect(history.map((row) => [row.period_end, row.replaced_by, row.figures.sales])).toEqual([
      ['2022-03-31', 'screener SAMPLE standalone.xlsx', 1000],
      ['2023-03-31', 'screener SAMPLE standalone.xlsx', 1200],
      ['2024-03-31', 'screener SAMPLE standalone.xlsx', 1500],
    ]);
  });

  it('keeps a company’s December-to-March change as periods of their own length, labelled', async () => {
    const { summary } = await importText(
      database.db,
      engine,
      'screener',
      'changer.xlsx',
      await screenerWorkbook(named('Year End Changer Ltd', yearEndChangeSpec())),
    );
    expect(summary.notes).toContain("Not twelve months long, kept but left out of the analysis's yearly figures: FY2024 (Jan–Mar 2024, 3 months)");
    expect((await periodsOf(CHANGER.isin)).map((period) => [period.period_end, period.fiscal_year, period.months])).toEqual([
      ['2022-12-31', 2023, 12],
      ['2023-12-31', 2024, 12],
      ['2024-03-31', 2024, 3],
      ['2025-03-31', 2025, 12],
    ]);
  });

  it('keeps a fifteen-month transition year, read from its sales, as the year the analysis uses (Nestle India)', async () => {
    const { summary } = await importText(
      database.db,
      engine,
      'screener',
      'nestle.xlsx',
      await screenerWorkbook(named('Long Year Changer Ltd', yearEndChangeSpec({ transitionMonths: 15 }))),
      { options: { company: LONG_CHANGER.symbol } },
    );
    expect(summary.notes).toContain(
      'Longer than twelve months (its sales are those of the longer period), kept as the year, its flows annualised in the analysis: FY2024 (Jan 2023–Mar 2024, 15 months)',
    );
    expect((await periodsOf(LONG_CHANGER.isin)).map((period) => [period.period_end, period.fiscal_year, period.months])).toEqual([
      ['2022-12-31', 2023, 12],
      ['2023-12-31', 2024, 12],
      ['2024-03-31', 2024, 15],
      ['2025-03-31', 2025, 12],
    ]);
    const facts = await loadCompanyFacts(database.db, id(LONG_CHANGER.isin));
    expect(facts?.years.map((y) => [y.fiscalYear, y.periodEnd, y.months ?? 12, y.sales])).toEqual([
      [2023, '2022-12-31', 12, 1000],
      [2024, '2024-03-31', 15, 1500],
      [2025, '2025-03-31', 12, 1500],
    ]);
    expect(facts?.shortPeriods).toEqual([{ periodEnd: '2023-12-31', months: 12 }]);
  });

  it("matches 'FERTILISERS … CORP LTD' to the NSE list's spelling, and says how", async () => {
    const { summary } = await importText(
      database.db,
      engine,
      'screener',
      'deepak.xlsx',
      await screenerWorkbook(named('DEEPAK FERTILISERS & PETROCHEMICALS CORP LTD')),
    );
    expect(summary.notes[0]).toMatch(
      /^Matched "DEEPAK FERTILISERS & PETROCHEMICALS CORP LTD" to Deepak Fertilizers .* by name, allowing for spelling and abbreviations/,
    );
  });

  it('lets the sheet win over a file name that is another company’s code, and says so', async () => {
    const { summary } = await importText(
      database.db,
      engine,
      'screener',
      'TWINA.xlsx',
      await screenerWorkbook(named('DEEPAK FERTILISERS & PETROCHEMICALS CORP LTD')),
    );
    expect(summary.notes[0]).toContain(`to Deepak Fertilizers & Petrochemicals Corporation Limited (DEEPAKFERT, ${id(FERT.isin)}) by name`);
    expect(summary.notes[1]).toMatch(
      /^The file name says TWINA \(Twin Co Limited .*\), but the sheet names "DEEPAK FERTILISERS & PETROCHEMICALS CORP LTD": imported as the sheet says$/,
    );
  });

  it('refuses a sheet with no name unless --company names the company', async () => {
    const nameless = await screenerWorkbook(named('', standardScreenerSpec()));
    await expect(importText(database.db, engine, 'screener', 'export.xlsx', nameless)).rejects.toThrow('say which company it is with --company');
    const { summary } = await importText(database.db, engine, 'screener', 'export.xlsx', nameless, { options: { company: 'TWINB' } });
    expect(summary.notes[0]).toBe(`Matched the nameless sheet to TWIN CO LTD. (TWINB, ${id(TWINS[1]!.isin)}) by --company TWINB`);
  });

  it('classifies a bank-shaped export of an unclassified company as a lender, but never over a stronger classification', async () => {
    const { summary } = await importText(database.db, engine, 'screener', 'bank.xlsx', await screenerWorkbook(named('Sample Bank Ltd', bankScreenerSpec())));
    expect(summary.notes).toContainEqual(expect.stringMatching(/^Kind: lender \(the statements' structure: /));
    expect(await kindOf(BANK.isin)).toMatchObject({ kind: 'lender', kind_source: 'structure' });

    await importText(
      database.db,
      engine,
      'bse-list',
      'Equity.csv',
      bseListCsv([bseListRow({ securityCode: '590001', securityId: 'SAMPLEBANK', isin: BANK.isin, sectorName: 'Industrials' })]),
    );
    const afterList = await kindOf(BANK.isin);
    expect(afterList.kind_source).toBe('bse_list');
    const again = await importText(database.db, engine, 'screener', 'bank.xlsx', await screenerWorkbook(named('Sample Bank Ltd', bankScreenerSpec())));
    expect(again.summary.notes).toContainEqual(expect.stringContaining('The statements look like a lender, but the BSE list classification stays'));
    expect(await kindOf(BANK.isin)).toEqual(afterList);
  });

  it('lets --kind win over the BSE list, and keeps it through a later list import', async () => {
    await importText(database.db, engine, 'screener', 'bank.xlsx', await screenerWorkbook(named('Sample Bank Ltd', bankScreenerSpec())), {
      options: { kind: 'lender' },
    });
    expect(await kindOf(BANK.isin)).toEqual({ kind: 'lender', kind_source: 'user', kind_reason: 'given with --kind' });
    await importText(
      database.db,
      engine,
      'bse-list',
      'Equity.csv',
      bseListCsv([bseListRow({ securityCode: '590001', securityId: 'SAMPLEBANK', isin: BANK.isin, sectorName: 'Industrials' })]),
      { today: '2026-12-01' },
    );
    expect(await kindOf(BANK.isin)).toEqual({ kind: 'lender', kind_source: 'user', kind_reason: 'given with --kind' });
  });

  it('refuses a name shared by two companies, listing them with the --company to use, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    await expect(importText(database.db, engine, 'screener', 'twin.xlsx', await screenerWorkbook(named('Twin Co Ltd')))).rejects.toThrow(
      /^twin\.xlsx, Data Sheet!B1: the name "Twin Co Ltd" matches 2 companies: Twin Co Limited \(--company TWINA\); TWIN CO LTD\. \(--company TWINB\); say which with --company$/,
    );
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('prefers the company that had the file name’s code before (a recorded alias) among companies sharing the name', async () => {
    await database.db
      .insertInto('company_aliases')
      .values({ company_id: id(TWINS[0]!.isin), kind: 'nse_symbol', value: 'OLDTWIN', source: 'nse-list EQUITY_L.csv', recorded_on: '2026-11-01' })
      .execute();
    const { summary } = await importText(database.db, engine, 'screener', 'OLDTWIN.xlsx', await screenerWorkbook(named('Twin Co Ltd')));
    expect(summary.notes[0]).toMatch(
      /to Twin Co Limited \(TWINA, .*\) by name.*, and by the file name's code OLDTWIN \(a symbol it had before\) among 2 companies of that name$/,
    );
  });

  it('imports the annual years of an export whose Quarters section is empty, and says it has no quarters', async () => {
    const spec = named('No Quarters Ltd', { ...standardScreenerSpec(), emptySections: ['quarters'] });
    const { summary } = await importText(database.db, engine, 'screener', 'No Quarters.xlsx', await screenerWorkbook(spec));
    expect(summary.parts.slice(0, 2)).toEqual([
      { part: 'statement periods', added: 3, updated: 0, unchanged: 0, removed: 0 },
      { part: 'quarters', added: 0, updated: 0, unchanged: 0, removed: 0 },
    ]);
    expect(summary.notes).toContain('The export has no quarters (its Quarters section holds no Report Dates): only its annual years were read');
    expect((await periodsOf(NO_QUARTERS.isin)).map((period) => period.fiscal_year)).toEqual([2022, 2023, 2024]);
  });

  it('refuses a name that matches no company, with the nearest names', async () => {
    await expect(importText(database.db, engine, 'screener', 'nobody.xlsx', await screenerWorkbook(named('Nobody Industries Ltd')))).rejects.toThrow(
      /^nobody\.xlsx, Data Sheet!B1: no company named "Nobody Industries Ltd"; the nearest names are .+ \(--company [A-Z]+\); .+; .+\. If it is one of them/,
    );
  });
});

/** The same export with every statement figure scaled: a standalone export beside its consolidated one. */
function scaledSpec(spec: ScreenerWorkbookSpec, factor: number): ScreenerWorkbookSpec {
  const scale = (rows: readonly SheetRow[]): SheetRow[] =>
    rows.map(([label, values]) => [
      label,
      values.map((value: SheetCell) => (typeof value === 'number' && !/shares|face value/i.test(label) ? Math.round(value * factor * 100) / 100 : value)),
    ]);
  return { ...spec, profitAndLoss: scale(spec.profitAndLoss), balanceSheet: scale(spec.balanceSheet), cashFlow: scale(spec.cashFlow) };
}
