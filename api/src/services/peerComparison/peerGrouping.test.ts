import { PeerComparisonSchema, type CompanyDetails, type PeerFigures } from 'shared-types/api';
import { saveAnalyses } from '../../db/analysisRepository';
import { upsertFinancialYears } from '../../db/financialYearImportRepository';
import { financialYearToRow } from '../../db/financialYearRows';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { year } from '../../analysis/testing/builders';
import { refreshPeerFigures } from './refreshPeerFigures';
import { peerComparisonOf } from './servePeerComparison';
import { fakeResearchV2 } from '../testing/fakeAnalysis';

const figures = (cap: number): PeerFigures => ({
  price: 100,
  market_cap_crore: cap,
  sales_crore: cap / 2,
  pe: 20,
  pb: 3,
  return_on_capital: 0.15,
  sales_cagr_5y: 0.1,
  leverage: 0.4,
  earnings_yield: 0.06,
  greenblatt_roc: 0.2,
  score: 60,
});

interface Company {
  id: string;
  subgroup: string | null;
  group: string | null;
  cap: number;
  demo?: boolean;
  statements?: boolean;
}

/** Real pharma companies: five in the basic industry, two more in the industry; a demo one and one without statements named alike. */
const COMPANIES: Company[] = [
  ...[1, 2, 3, 4, 5].map((n) => ({ id: `nse:PHARMA${n}`, subgroup: 'Pharmaceuticals', group: 'Pharmaceuticals & Biotechnology', cap: 1000 * n })),
  { id: 'nse:BIO1', subgroup: 'Biotechnology', group: 'Pharmaceuticals & Biotechnology', cap: 2500 },
  { id: 'nse:BIO2', subgroup: 'Biotechnology', group: 'Pharmaceuticals & Biotechnology', cap: 2600 },
  { id: 'nse:LISTONLY', subgroup: 'Pharmaceuticals', group: 'Pharmaceuticals & Biotechnology', cap: 3100, statements: false },
  { id: 'demo:PHARMA', subgroup: 'Pharmaceuticals', group: 'Pharmaceuticals & Biotechnology', cap: 3050, demo: true },
];

describe.each(testDatabases())('peer groups by BSE basic industry, on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    for (const c of COMPANIES) {
      await database.db
        .insertInto('companies')
        .values({
          id: c.id,
          name: `${c.id} Ltd`,
          code: c.id.slice(-6),
          is_demo: c.demo === true,
          bse_isubgroup_name: c.subgroup,
          bse_igroup_name: c.group,
          sector: 'Healthcare',
        })
        .execute();
      if (c.statements !== false)
        await upsertFinancialYears(database.db, [{ ...financialYearToRow(c.id, year(2025, { sales: c.cap / 2 }), 'screener'), months: 12 }]);
    }
    await saveAnalyses(
      database.db,
      COMPANIES.map((c) => ({
        companyId: c.id,
        engineVersion: 'test',
        payload: { analysis_meta: { peer_figures: figures(c.cap) } } as unknown as CompanyDetails,
        researchV2: fakeResearchV2(),
        fingerprint: 'f',
        computedAt: new Date('2026-11-21T06:00:00.000Z'),
      })),
    );
    await refreshPeerFigures(database.db, { now: () => new Date('2026-11-21T06:00:00.000Z') });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('compares within the basic industry when five companies with statements share it, never with demo or list-only companies', async () => {
    const section = PeerComparisonSchema.parse(await peerComparisonOf(database.db, 'nse:PHARMA3'));
    expect(section).toMatchObject({ basis: 'industry', group_name: 'Pharmaceuticals' });
    expect(section.peers.map((p) => p.id).sort()).toEqual(['nse:PHARMA1', 'nse:PHARMA2', 'nse:PHARMA4', 'nse:PHARMA5']);
  });

  it('uses the industry (Igroup) when fewer than five share the basic industry', async () => {
    const section = PeerComparisonSchema.parse(await peerComparisonOf(database.db, 'nse:BIO1'));
    expect(section).toMatchObject({ basis: 'sector', group_name: 'Pharmaceuticals & Biotechnology' });
    expect(section.peers.map((p) => p.id)).toEqual(['nse:BIO2', 'nse:PHARMA3', 'nse:PHARMA2', 'nse:PHARMA4', 'nse:PHARMA5', 'nse:PHARMA1']);
  });

  it('keeps a demo company out of real groups, and real ones out of its group', async () => {
    const section = await peerComparisonOf(database.db, 'demo:PHARMA');
    expect(section?.peers ?? []).toEqual([]);
    expect(await peerComparisonOf(database.db, 'nse:LISTONLY')).toBeUndefined();
  });
});
