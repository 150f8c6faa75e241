/**
 * `npm run bench:report`: how long the PDF report of a demo company takes to draw
 * (docs/premium-report.md). Seeds the demo universe into an in-memory PGlite, computes the
 * analyses and peer tables, then draws the first demo company's report RUNS times in each
 * language, as GET /api/company/:id/report.pdf does after its checks (the stored answer read,
 * statements, prices and peers loaded, the PDF drawn). Prints p50 and p95 as a ratio to the 2 s
 * target, the page count and the size. `--out <folder>` also writes the last reports there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { companyForReport } from '../src/db/reportRepository';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { createLogger } from '../src/logger';
import { refreshAnalyses } from '../src/services/analysisRefresh';
import { drawCompanyReport, type CompanyReport } from '../src/services/report/companyReport';
import { createStockListService } from '../src/services/stockList';

const TARGET_MS = 2000;
const RUNS = 12;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const outArg = process.argv.indexOf('--out');
  const out = outArg > 0 ? process.argv[outArg + 1] : undefined;
  const database = await createDatabase({ logger: createLogger('warn') });
  try {
    const now = new Date();
    await migrateToLatest(database.db);
    await seedDemoIfEmpty(database.db);
    await refreshAnalyses({ db: database.db, analyse: analyseResearch, engineVersion: ANALYSIS_ENGINE_VERSION, now: () => now });
    const stocks = JSON.parse((await createStockListService(database.db).get()).bytes.toString('utf8')) as Array<{ id: string }>;
    const companyId = stocks[0]!.id;
    const company = (await companyForReport(database.db, companyId))!;
    const engine = { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch };
    console.info(`Report of ${company.name} (${company.key}), ${RUNS} runs per language, target ${TARGET_MS} ms`);
    for (const lang of ['en', 'hi'] as const) {
      const times: number[] = [];
      let last: CompanyReport | undefined;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        last = await drawCompanyReport(database.db, engine, { companyId, name: company.name, key: company.key, lang, now });
        times.push(performance.now() - started);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const [p50, p95] = [percentile(sorted, 50), percentile(sorted, 95)];
      console.info(
        `${lang}: p50 ${p50.toFixed(0)} ms (ratio ${(p50 / TARGET_MS).toFixed(2)}), p95 ${p95.toFixed(0)} ms (ratio ${(p95 / TARGET_MS).toFixed(2)}), ` +
          `first ${times[0]!.toFixed(0)} ms; ${last!.pages} pages, ${last!.bytes.length.toLocaleString('en-IN')} B`,
      );
      if (out !== undefined) {
        mkdirSync(out, { recursive: true });
        writeFileSync(path.join(out, `${lang}-${company.key}.pdf`), last!.bytes);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
