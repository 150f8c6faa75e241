import { sql } from 'kysely';
import { CompanyDetailsSchema, CompanyResearchV2ResponseSchema, PeerComparisonSchema } from 'shared-types/api';
import { ANALYSIS_ENGINE_VERSION } from '../../analysis';
import { analyseResearch } from '../../analysis/analyseResearch';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../../demo/seedDemo';
import { refreshAnalyses } from '../analysisRefresh';
import { createCompanyDetailsService } from '../companyDetails';
import { type PeerGroupData } from './peerGroups';
import { refreshPeerFigures } from './refreshPeerFigures';
import { peerComparisonOf, withPeerComparison } from './servePeerComparison';

const COMPANIES = 60;
const clock = () => new Date('2026-11-21T06:00:00.000Z');
const engine = { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch };

describe.each(testDatabases())('peer comparison job on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, { count: COMPANIES });
    // Runs the peer job at its end.
    const report = await refreshAnalyses({ db: database.db, analyse: analyseResearch, engineVersion: ANALYSIS_ENGINE_VERSION, now: clock });
    expect(report.peers).toMatchObject({ figuresUpdated: COMPANIES, companies: COMPANIES, groupsRemoved: 0 });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('stores one group per industry and per sector, with every member, medians and percentiles', async () => {
    const groups = await database.db.selectFrom('peer_groups').selectAll().execute();
    // Demo companies' industry is their sector; their groups are keyed apart from real companies'.
    const { rows } = await sql<{ industry: string; n: number }>`select industry, count(*)::int as n from companies group by industry`.execute(database.db);
    expect(groups.filter((g) => g.basis === 'industry')).toHaveLength(rows.length);
    for (const row of rows) {
      const group = groups.find((g) => g.group_key === `demo-industry:${row.industry}`)!;
      const data = group.data as PeerGroupData;
      expect(data.members).toHaveLength(row.n);
      expect(Object.keys(data.percentiles)).toHaveLength(row.n);
    }
  });

  it('is idempotent: a second run writes nothing', async () => {
    const report = await refreshPeerFigures(database.db, { now: clock });
    expect(report).toMatchObject({ figuresUpdated: 0, groupsWritten: 0, groupsRemoved: 0, companies: COMPANIES });
  });

  it('joins the section to the served payload, and the stored analysis stays as computed', async () => {
    const service = createCompanyDetailsService(database.db, engine);
    const payload = CompanyDetailsSchema.parse(JSON.parse(await service.json('demo:0001', clock())));
    const section = PeerComparisonSchema.parse(payload.peer_comparison);
    expect(section.company.id).toBe('demo:0001');
    expect(section.group_name).toBe(payload.analysis_meta.classification.industry);
    expect(section.peers.length > 0 ? section.peers.length >= 3 : section.note !== null).toBe(true);
    const stored = await database.db.selectFrom('analyses').select('payload').where('company_id', '=', 'demo:0001').executeTakeFirstOrThrow();
    expect(stored.payload).not.toHaveProperty('peer_comparison');
  });

  it('leaves the section out of the v2 answer, which reads it on its own (the same section), and the stored v2 stays as computed', async () => {
    const service = createCompanyDetailsService(database.db, engine);
    const v1 = JSON.parse(await service.json('demo:0001', clock())) as { peer_comparison: unknown };
    const v2 = CompanyResearchV2ResponseSchema.parse({ success: true, company_data: JSON.parse((await service.served('demo:0001', clock(), 'v2')).json) });
    expect(v2.company_data).not.toHaveProperty('peers');
    expect(await peerComparisonOf(database.db, 'demo:0001')).toEqual(v1.peer_comparison);
    const stored = await database.db.selectFrom('analyses').select('research_v2').where('company_id', '=', 'demo:0001').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.research_v2!)).not.toHaveProperty('peers');
  });

  it("shows a peer's new price without recomputing the company's own analysis", async () => {
    const service = createCompanyDetailsService(database.db, engine);
    const before = PeerComparisonSchema.parse(JSON.parse(await service.json('demo:0001', clock())).peer_comparison);
    const peer = before.peers[0]!;
    const ownBefore = await database.db.selectFrom('analyses').select('computed_at').where('company_id', '=', 'demo:0001').executeTakeFirstOrThrow();
    await database.db.insertInto('prices').values({ company_id: peer.id, price: 4321.5, as_of: '2026-11-22', source: 'demo' }).execute();
    const report = await refreshAnalyses({
      db: database.db,
      analyse: analyseResearch,
      engineVersion: ANALYSIS_ENGINE_VERSION,
      now: () => new Date('2026-11-22T06:00:00.000Z'),
    });
    expect(report.computed).toBe(1);
    service.invalidate(); // as every caller of refreshAnalyses does
    const after = PeerComparisonSchema.parse(JSON.parse(await service.json('demo:0001', clock())).peer_comparison);
    expect(after.peers.find((p) => p.id === peer.id)?.metrics.price).toBe(4321.5);
    const ownAfter = await database.db.selectFrom('analyses').select('computed_at').where('company_id', '=', 'demo:0001').executeTakeFirstOrThrow();
    expect(ownAfter.computed_at).toEqual(ownBefore.computed_at);
  });

  it('moves a company to its new industry after a reclassifying change, and drops emptied groups', async () => {
    await database.db.updateTable('companies').set({ industry: 'Lonely Widgets' }).where('id', '=', 'demo:0002').execute();
    const report = await refreshAnalyses({ db: database.db, analyse: analyseResearch, engineVersion: ANALYSIS_ENGINE_VERSION, now: clock });
    expect(report.computed).toBe(1);
    expect(report.peers).toMatchObject({ figuresUpdated: 1 });
    expect(report.peers!.groupsWritten).toBeGreaterThan(0);
    const section = await peerComparisonOf(database.db, 'demo:0002');
    // One company in its industry: its sector stands in when it has 3 others.
    expect(section?.basis).toBe('sector');

    await database.db.deleteFrom('companies').where('id', '=', 'demo:0002').execute();
    const after = await refreshPeerFigures(database.db, { now: clock });
    expect(after.groupsRemoved).toBe(1);
    expect(await peerComparisonOf(database.db, 'demo:0002')).toBeUndefined();
  });
});

describe('withPeerComparison', () => {
  it('appends the section to the JSON text, or leaves it as is without one', () => {
    expect(JSON.parse(withPeerComparison('{"a":1}\n', { x: 1 } as never))).toEqual({ a: 1, peer_comparison: { x: 1 } });
    expect(JSON.parse(withPeerComparison('{ }', { x: 1 } as never))).toEqual({ peer_comparison: { x: 1 } });
    expect(withPeerComparison('{"a":1}', undefined)).toBe('{"a":1}');
  });
});
