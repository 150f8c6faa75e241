import { listCompaniesNeedingAnalysis } from './analysisRepository';
import { loadCompanyFacts } from './companyFactsRepository';
import { insertFiling, replaceShareholding, replaceStatements, setCurrentFiling } from './filingRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './testing/testDatabases';

const ID = 'isin:INE000Z01011';

async function pattern(database: TestDatabase, asOf: string, promoterPct: number, pledgedPct: number | null): Promise<number> {
  const id = await insertFiling(database.db, {
    company_id: ID,
    kind: 'shareholding',
    document: `SHP_${asOf}_${promoterPct}.xml`,
    content_hash: `${asOf}-${promoterPct}`,
    taxonomy: null,
    basis: null,
    reporting: null,
    period_end: asOf,
    financial_year_start: null,
    financial_year_end: null,
    filed_at: null,
    audited: null,
    notes: [],
  });
  await replaceShareholding(database.db, {
    filing_id: id,
    as_of: asOf,
    total_shares: 1e8,
    promoter_pct: promoterPct,
    promoter_shares: null,
    promoter_pledged_shares: null,
    promoter_pledged_pct: pledgedPct,
    promoter_pledged_of_total_pct: null,
    public_pct: 100 - promoterPct,
    fii_pct: 20,
    dii_pct: 10,
    mutual_funds_pct: null,
    insurance_companies_pct: null,
    scale: 'percent',
  });
  return id;
}

describe.each(testDatabases())('the engine’s shareholding and market facts, on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await database.db.insertInto('companies').values({ id: ID, name: 'Owned Example Ltd', code: 'OWNEDX', isin: 'INE000Z01011' }).execute();
    await pattern(database, '2024-06-30', 60, 5);
    const replaced = await pattern(database, '2025-06-30', 70, 0);
    const revised = await pattern(database, '2025-06-30', 58, 30);
    await setCurrentFiling(database.db, revised, [replaced]);
    await database.db
      .insertInto('share_counts')
      .values([
        { company_id: ID, as_of: '2025-06-01', shares: 5e7, face_value: 10, last_trade_date: null, source: 'old.csv' },
        { company_id: ID, as_of: '2025-07-01', shares: 1e8, face_value: 5, last_trade_date: null, source: 'new.csv' },
      ])
      .execute();
    await database.db
      .insertInto('week_high_low')
      .values({
        company_id: ID,
        as_of: '2025-07-01',
        high: 120,
        high_date: '2025-01-02',
        low: 80,
        low_date: '2025-05-05',
        unadjusted_high: 240,
        unadjusted_low: 80,
        source: 'w.csv',
      })
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('reads the current patterns (not the superseded one), oldest first, as percents', async () => {
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.shareholding).toEqual([
      { asOf: '2024-06-30', promoterPct: 60, promoterPledgedPct: 5, fiiPct: 20, diiPct: 10 },
      { asOf: '2025-06-30', promoterPct: 58, promoterPledgedPct: 30, fiiPct: 20, diiPct: 10 },
    ]);
  });

  it('reads the latest share count in crore and the 52-week range', async () => {
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.market).toEqual({ shares: { shares: 10, asOf: '2025-07-01' }, weekRange: { high: 120, low: 80, asOf: '2025-07-01' } });
  });

  it('leaves out a range NSE did not adjust for a demerger', async () => {
    await database.db
      .insertInto('corporate_actions')
      .values({
        company_id: ID,
        kind: 'demerger',
        ex_date: '2025-03-01',
        record_date: null,
        ratio_from: null,
        ratio_to: null,
        share_multiplier: null,
        amount: null,
        description: 'Demerger',
        source: 'ca.csv',
        identity_key: 'demerger|2025-03-01',
      })
      .execute();
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.market?.weekRange).toBeNull();
  });

  it('sees a new pattern as a change of the facts the analysis was made from', async () => {
    const before = (await listCompaniesNeedingAnalysis(database.db, 'x', new Date())).find((c) => c.companyId === ID)?.fingerprint;
    await pattern(database, '2025-09-30', 57, 31);
    const after = (await listCompaniesNeedingAnalysis(database.db, 'x', new Date())).find((c) => c.companyId === ID)?.fingerprint;
    expect(before).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('reads a lender’s quarterly NPA ratios and return on assets from its standalone filing, and a new filing changes the fingerprint', async () => {
    const before = (await listCompaniesNeedingAnalysis(database.db, 'x', new Date())).find((c) => c.companyId === ID)?.fingerprint;
    const id = await insertFiling(database.db, {
      company_id: ID,
      kind: 'results',
      document: 'BANKING_Q1.xml',
      content_hash: 'q1',
      taxonomy: 'banking',
      basis: 'standalone',
      reporting: 'Q1',
      period_end: '2025-06-30',
      financial_year_start: '2025-04-01',
      financial_year_end: '2026-03-31',
      filed_at: '2025-07-19T15:00',
      audited: false,
      notes: [],
    });
    await replaceStatements(database.db, id, [
      {
        statement: 'quarter',
        period_start: '2025-04-01',
        period_end: '2025-06-30',
        months: 3,
        figures: { gross_npa_pct: 2.1, net_npa_pct: 0.6, roa_pct: 1.4, cet1_pct: 15.2, net_profit: 100 },
      },
    ]);
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.lenderQuality).toEqual([{ periodEnd: '2025-06-30', grossNpaPct: 2.1, netNpaPct: 0.6, roaPct: 1.4, cet1Pct: 15.2 }]);
    const after = (await listCompaniesNeedingAnalysis(database.db, 'x', new Date())).find((c) => c.companyId === ID)?.fingerprint;
    expect(after).not.toBe(before);
  });
});
