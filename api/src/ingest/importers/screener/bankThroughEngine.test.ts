import { PART2_TITLE, SCORE_FIELD } from 'shared-types/api';
import { analyseCompany } from '../../../analysis';
import { loadCompanyFacts } from '../../../db/companyFactsRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import { bankHistorySpec, generatedIsin, nseListCsv, nseListRow, screenerWorkbook } from '../../testing';
import { fakeEngine, importText } from '../testing/importHarness';

/**
 * A bank as Screener exports it (deposits inside Borrowings, 'Sales' for
 * interest earned), through the importer and the engine: HDFC Bank, ICICI
 * Bank and Bank of Maharashtra once came out 'High' risk on industrial flags.
 */

const BANK = nseListRow({ symbol: 'SAMPLEBANK', name: 'Sample Bank Limited', isin: generatedIsin(12) });
const NOT_FOR_A_LENDER = [
  'High leverage (debt to equity)',
  'Weak interest cover',
  'Working-capital stretch (receivable days)',
  'Weak cash conversion (CFO / net profit)',
  'Negative free cash flow',
  'Earnings manipulation flag (Beneish M-score)',
  "Financial distress (Altman Z'')",
];

describe.each(testDatabases())('a bank-shaped Screener export through the engine on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    const engine = fakeEngine();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([BANK]));
    await importText(database.db, engine, 'screener', 'bank.xlsx', await screenerWorkbook(bankHistorySpec()));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('is analysed as a lender, rated, with no industrial flags and an overall risk that is not High', async () => {
    const facts = await loadCompanyFacts(database.db, `isin:${BANK.isin}`);
    if (facts === undefined) throw new Error('the bank was not imported');
    const payload = analyseCompany(facts, { computedAt: '2026-11-20T00:00:00.000Z' });
    expect(payload.analysis_meta).toMatchObject({
      company_kind: 'lender',
      rating_status: 'rated',
      classification: { kind: 'lender', kind_source: 'structure' },
    });
    expect(payload[SCORE_FIELD]).toEqual(expect.any(Number));
    // Everything but guidance accuracy (7 points) and asset quality (5: NPA comes from results filings, not exports) rests on data.
    expect(payload.analysis_meta.score_coverage).toBe(0.88);

    const rows = new Map(payload[PART2_TITLE].summary_table.map((row) => [row.Factor, row]));
    for (const factor of NOT_FOR_A_LENDER) {
      expect(rows.get(factor)).toMatchObject({ Assessment: 'N/A', Justification: expect.stringMatching(/^Not assessed — /) });
    }
    expect(rows.get('Thin capital cushion (net worth / total assets)')?.Assessment).toBe('NO');
    expect(rows.get('Low return on equity')?.Assessment).toBe('NO');
    expect(payload[PART2_TITLE]['Overall Risk Assessment']).toMatch(/^Overall operational risk: (Low|Moderate)\. /);
  });
});
