/**
 * `npm run bench:payload`: how many bytes a research answer carries. Seeds the
 * demo universe into an in-memory PGlite, computes every analysis and the peer
 * tables, then serves 20 demo companies (the first 20 in the stock list's
 * order) exactly as GET /api/company/search does, and prints the median size
 * of `company_data` and of each of its sections. The budget is relative to the
 * size recorded after the typed contract (docs/performance.md).
 *
 * It then builds the v2 answer of the same companies (docs/decisions/0005) and prints its median
 * size part by part beside the v1 text those parts replace, in the same run; then the v2 answer as
 * served (the wire, docs/research-answer-v2.md) and the structural options (benchWireOptions.ts).
 */
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { runAnalysis } from '../src/analysis/analyse';
import { buildResearchV2 } from '../src/analysis/v2/research';
import { loadCompanyFacts } from '../src/db/companyFactsRepository';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { refreshAnalyses } from '../src/services/analysisRefresh';
import { createCompanyDetailsService } from '../src/services/companyDetails';
import { createStockListService } from '../src/services/stockList';
import { medianOf } from '../src/services/peerComparison/peerGroups';
import { createLogger } from '../src/logger';
import { printWireSizes, wireSizes, type WireSizes } from './benchWireOptions';

/** Median `company_data` size of the same 20 companies after the typed contract, in bytes. */
const CONTRACT_BASELINE_BYTES = 27_047;
const ALLOWED_GROWTH = 0.25;
const SAMPLE = 20;
/** Issue 31: the whole v2 answer of the same companies, at most half the v1 median of 2026-11-27 (35,367 B). */
const V2_TARGET_BYTES = 17_700;

/** The v1 text each v2 part replaces: Part → section, or whole Part. */
const V1_OF_V2_PART: Readonly<Record<string, (v1: Record<string, unknown>) => unknown[]>> = {
  summary: (v1) => {
    const meta = v1['analysis_meta'] as Record<string, unknown>;
    return [meta['not_rated_reason'], meta['not_rated_detail'], meta['missing_data']];
  },
  score: (v1) => [v1['Part 4: Investment Score']],
  governance: (v1) => [v1['Part 1: Corporate Governance and Management Credibility Assessment']],
  risks: (v1) => [v1['Part 2: Operational Risk and Business Quality Analysis']],
  value: (v1) => {
    const section4 = (v1['Part 3: Holistic Investment Investigation Report'] as Record<string, Record<string, unknown>>)[
      "4. Owner's Earnings and Margin of Safety"
    ];
    return [section4?.["Owner's Earnings and Margin of Safety Analysis"], section4?.['Fat Pitch Analysis']];
  },
  report: (v1) => {
    const part3 = v1['Part 3: Holistic Investment Investigation Report'] as Record<string, unknown>;
    return [part3['1. Overall Investigation'], part3['2. Business Model and Moat'], part3['3. Risks and Quality']];
  },
  lenses: (v1) => [v1['investor_lenses']],
  meta: (v1) => {
    const meta = v1['analysis_meta'] as Record<string, unknown>;
    return [meta['data_sources'], meta['trailing_twelve_months'], meta['price_source'], meta['classification'], meta['units']];
  },
  company: (v1) => {
    const meta = v1['analysis_meta'] as Record<string, unknown>;
    const own = ['engine_version', 'computed_at', 'is_demo', 'statements_period_end'];
    return [v1['company_name'], v1['company_code'], ...own.map((key) => meta[key])];
  },
  charts: (v1) => [v1['data_json']],
  key_figures: (v1) => [((v1['analysis_meta'] as Record<string, unknown>)['figures'] as Record<string, unknown>)['market']],
  peer_figures: (v1) => [(v1['analysis_meta'] as Record<string, unknown>)['peer_figures']],
  hold: (v1) => {
    const part3 = v1['Part 3: Holistic Investment Investigation Report'] as Record<string, Record<string, unknown>>;
    return [part3["4. Owner's Earnings and Margin of Safety"]?.['IRR Projections'], part3['5. 3-10 Year Hold Scenarios']];
  },
};

const median = (values: readonly number[]): number => Math.round(medianOf(values) ?? Number.NaN);

async function main(): Promise<void> {
  const database = await createDatabase({ logger: createLogger('warn') }); // in-memory PGlite
  try {
    await migrateToLatest(database.db);
    await seedDemoIfEmpty(database.db);
    const now = new Date();
    await refreshAnalyses({ db: database.db, analyse: analyseResearch, engineVersion: ANALYSIS_ENGINE_VERSION, now: () => now });
    const details = createCompanyDetailsService(database.db, { analyse: analyseResearch, version: ANALYSIS_ENGINE_VERSION });
    const stocks = JSON.parse((await createStockListService(database.db).get()).bytes.toString('utf8')) as Array<{ id: string }>;
    const ids = stocks.slice(0, SAMPLE).map((stock) => stock.id);

    const totals: number[] = [];
    const bySection = new Map<string, number[]>();
    const v2Totals: number[] = [];
    const v2ByPart = new Map<string, { v2: number[]; v1: number[] }>();
    const wires: WireSizes[] = [];
    const v1Bytes: number[] = [];
    for (const id of ids) {
      const json = await details.json(id, now);
      totals.push(json.length);
      v1Bytes.push(Buffer.byteLength(json, 'utf8'));
      const facts = await loadCompanyFacts(database.db, id);
      if (facts !== undefined) {
        const research = buildResearchV2(runAnalysis(facts, now.toISOString()), facts.sources ?? [], now.toISOString());
        v2Totals.push(JSON.stringify(research).length);
        const v1 = JSON.parse(json) as Record<string, unknown>;
        wires.push(wireSizes(research, v1));
        for (const [part, value] of Object.entries(research)) {
          const sizes = v2ByPart.get(part) ?? { v2: [], v1: [] };
          sizes.v2.push(JSON.stringify(value).length);
          sizes.v1.push((V1_OF_V2_PART[part]?.(v1) ?? []).reduce<number>((sum, text) => sum + (JSON.stringify(text) ?? '').length, 0));
          v2ByPart.set(part, sizes);
        }
      }
      for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
        const sizes = bySection.get(key) ?? [];
        sizes.push(JSON.stringify(value).length);
        bySection.set(key, sizes);
      }
    }
    const limit = Math.round(CONTRACT_BASELINE_BYTES * (1 + ALLOWED_GROWTH));
    const size = median(totals);
    console.info(`Research payload (company_data), median of ${ids.length} demo companies, engine ${ANALYSIS_ENGINE_VERSION}`);
    console.info(`  median ${size} B (min ${Math.min(...totals)}, max ${Math.max(...totals)})`);
    console.info(`  ratio to the contract baseline ${CONTRACT_BASELINE_BYTES} B: ${(size / CONTRACT_BASELINE_BYTES).toFixed(3)}`);
    console.info(`  budget ${limit} B (+${ALLOWED_GROWTH * 100}%): ${size <= limit ? 'within' : 'OVER'} budget`);
    console.info('  sections by median size:');
    const rows = [...bySection].map(([key, sizes]) => ({ key, size: median(sizes), present: sizes.length }));
    for (const row of rows.sort((a, b) => b.size - a.size)) {
      console.info(`    ${row.key.padEnd(28)} ${String(row.size).padStart(7)} B  (in ${row.present} of ${ids.length})`);
    }
    console.info(`v2 answer (parts: ${[...v2ByPart.keys()].join(', ')}), median ${median(v2Totals)} B; target for the whole answer ${V2_TARGET_BYTES} B`);
    for (const [part, sizes] of v2ByPart) {
      const v2 = median(sizes.v2);
      const v1 = median(sizes.v1);
      console.info(`    ${part.padEnd(12)} v2 ${String(v2).padStart(6)} B  v1 text it replaces ${String(v1).padStart(6)} B  ratio ${(v2 / v1).toFixed(2)}`);
    }
    printWireSizes(wires, median(v1Bytes), V2_TARGET_BYTES);
    if (size > limit) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
