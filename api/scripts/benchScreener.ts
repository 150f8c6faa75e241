/**
 * The screener's query time (docs/screener.md, 'API and the figures table'): 5,000
 * generated companies' figures on PGlite on disk, 200 runs of each screen through
 * runScreen (count and first page), p50 and p95 against the 200 ms p95 target.
 * Run: npm run bench:screener
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseScreenQuery, type ScreenQuery } from 'shared-types/api';
import { createDatabase } from '../src/db/createDatabase';
import { type Database } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { type Kysely } from 'kysely';
import { migrateToLatest } from '../src/db/migrations';
import { defaultSort, runScreen } from '../src/services/screener/runScreen';

const COMPANIES = 5000;
const RUNS = 200;
const TARGET_P95_MS = 200;
const SECTORS = ['IT', 'Banks', 'Pharma', 'Cement', 'FMCG', 'Auto', 'Chemicals', 'Power'];

/** Read by the screener's own parser, as the API reads them. */
const SCREENS: string[] = [
  'TOP 30 BY Score',
  'ROCE > 20 AND Debt to equity < 0.5 AND P/E < 30',
  "Industry = 'Industry 3' OR Sector = 'Pharma'",
  'Market Capitalization > 500 AND Magic formula rank > 0 TOP 30 BY Magic formula rank ASC',
];

function parsedScreen(text: string): ScreenQuery {
  const result = parseScreenQuery(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.query;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'conviction-bench-screener-'));
  const handle = await createDatabase({ dataDir, logger: createLogger('warn') });
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db);
    for (const name of SCREENS) {
      const query = parsedScreen(name);
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        total = (await runScreen(handle.db, { text: name, query, sort: defaultSort(query), page: 1, size: 25 })).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(RUNS * 0.5)]!;
      const p95 = times[Math.floor(RUNS * 0.95)]!;
      console.info(
        `${name}: ${total} matches, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${(p95 / TARGET_P95_MS).toFixed(2)} of the ${TARGET_P95_MS} ms target)`,
      );
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Deterministic figures, a tenth unknown per figure, a twentieth without data. */
async function seed(db: Kysely<Database>): Promise<void> {
  let state = 42;
  const random = (): number => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const maybe = (value: number): number | null => (random() < 0.1 ? null : value);
  for (let start = 0; start < COMPANIES; start += 500) {
    const ids = Array.from({ length: 500 }, (_, i) => `demo:${String(start + i + 1)}`);
    await db
      .insertInto('companies')
      .values(
        ids.map((id, i) => ({
          id,
          name: `Bench Company ${start + i + 1}`,
          code: `BENCH${start + i + 1}`,
          sector: SECTORS[i % SECTORS.length]!,
          is_demo: true,
        })),
      )
      .execute();
    await db
      .insertInto('company_figures')
      .values(
        ids.map((id, i) => ({
          company_id: id,
          analysis_key: 'bench',
          updated_at: new Date(),
          has_data: random() > 0.05,
          score: maybe(Math.round(random() * 100)),
          roce: maybe(random() * 50 - 5),
          debt_to_equity: maybe(random() * 2),
          pe: maybe(random() * 80),
          market_cap: maybe(random() * 100000),
          price: maybe(random() * 5000),
          sector: SECTORS[i % SECTORS.length]!,
          industry: `Industry ${i % 40}`,
          // A tenth lenders: the magic formula ranks industrial companies only.
          kind: i % 10 === 0 ? 'lender' : 'industrial',
        })),
      )
      .execute();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
