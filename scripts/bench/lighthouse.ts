// `npm run bench:lighthouse`: Lighthouse's mobile profile (Moto G Power
// emulation, simulated slow 4G and 4x CPU slowdown) on the landing page and on a
// demo company's page signed out (docs/company-page.md), production build, three
// runs of each unless told otherwise, medians against the project's targets.
//
// Options (after `--` with npm run):
//   --page /            audit only this path ('/' or 'company'); repeat for more
//   --runs 5            runs of each page (default 3)
//   --save <dir>        keep each run's report and trace (<page>-<run>.report.json,
//                       .trace.json for DevTools' Performance panel)
//   --static-root <dir> serve the builds found under <dir> (shell/dist,
//                       remotes/*/dist), e.g. a copy of main's, to compare
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { type Result as Report } from 'lighthouse';
import { companyPath, hasStatements, StockListSchema } from 'shared-types/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/src/harness/browser';
import { startServer, stopServer } from '../../e2e/src/harness/server';

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    'static-root': { type: 'string' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs wants a whole number of runs, not ${options.runs}.`);
const SAVE_DIR = options.save === undefined ? undefined : path.resolve(options.save);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Failing audits of the median run to list. */
const TOP_FAILING = 12;
const RUN_TIMEOUT_MS = 120_000;
/** The e2e harness's Chromium flags (no sandbox as root, no background traffic), headless the new way. */
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));

interface Metric {
  audit: string;
  label: string;
  format: (value: number) => string;
  target: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const METRICS: Metric[] = [
  { audit: 'largest-contentful-paint', label: 'LCP', format: seconds, target: 1500 },
  { audit: 'total-blocking-time', label: 'TBT', format: (ms) => `${Math.round(ms)} ms`, target: 100 },
  { audit: 'cumulative-layout-shift', label: 'CLS', format: (value) => value.toFixed(3), target: 0.02 },
  { audit: 'first-contentful-paint', label: 'FCP', format: seconds, target: Number.POSITIVE_INFINITY },
  { audit: 'speed-index', label: 'Speed Index', format: seconds, target: Number.POSITIVE_INFINITY },
];
const SCORE_TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 0.95, accessibility: 1, 'best-practices': 1 };

/** One run in a fresh Chromium, in plain Node (see lighthouse-run.mjs); with --save, its report and trace are kept as `<saveAs>.*.json`. */
async function audit(url: string, saveAs: string): Promise<Report> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conviction-lighthouse-'));
  const reportFile = path.join(dir, 'report.json');
  const traceFile = path.join(dir, 'trace.json');
  try {
    const args = [url, reportFile, CHROMIUM_PATH, JSON.stringify(CHROME_FLAGS), JSON.stringify(CATEGORIES), ...(SAVE_DIR ? [traceFile] : [])];
    await promisify(execFile)(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), ...args], { timeout: RUN_TIMEOUT_MS });
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.message}`);
    if (SAVE_DIR) {
      fs.mkdirSync(SAVE_DIR, { recursive: true });
      fs.copyFileSync(reportFile, path.join(SAVE_DIR, `${saveAs}.report.json`));
      fs.copyFileSync(traceFile, path.join(SAVE_DIR, `${saveAs}.trace.json`));
    }
    return report;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART and the like) and asks to run again: a run gets this many tries. */
const ATTEMPTS = 3;

async function auditWithRetries(url: string, run: number, saveAs: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, saveAs);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`run ${run}, try ${attempt} of ${ATTEMPTS} failed, trying again: ${(error as Error).message}`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const score = (report: Report, category: string) => report.categories[category]?.score ?? 0;
const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;
const verdict = (ok: boolean, target: string) => `${ok ? 'ok' : 'MISS'} (target ${target})`;

/** The audits of the report's categories that did not pass, the ones that cost most score first. */
function failingAudits(report: Report): string[] {
  const weights = new Map<string, { weight: number; category: string }>();
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      if (!weights.has(ref.id) || ref.weight > weights.get(ref.id)!.weight) weights.set(ref.id, { weight: ref.weight, category });
    }
  }
  return [...weights]
    .map(([id, { weight, category }]) => ({ id, weight, category, result: report.audits[id] }))
    .filter(({ result }) => result && result.score !== null && result.score < 1 && result.scoreDisplayMode !== 'informative')
    .sort((a, b) => b.weight * (1 - b.result!.score!) - a.weight * (1 - a.result!.score!) || a.result!.score! - b.result!.score!)
    .slice(0, TOP_FAILING)
    .map(
      ({ id, weight, category, result }) =>
        `${id} [${category}, weight ${weight}, score ${result!.score!.toFixed(2)}]${result!.displayValue ? `: ${result!.displayValue}` : ''}`,
    );
}

/** The first node (`{ type: 'node', ... }`) anywhere inside an audit's details. */
function firstNode(value: unknown): { nodeLabel?: string; snippet?: string } | null {
  if (Array.isArray(value)) return value.map(firstNode).find((node) => node !== null) ?? null;
  if (typeof value !== 'object' || value === null) return null;
  if ((value as { type?: unknown }).type === 'node') return value as { nodeLabel?: string; snippet?: string };
  return firstNode(Object.values(value));
}

/** The element Lighthouse took as the largest contentful paint, as its report names it. */
function lcpElement(report: Report): string {
  const node = firstNode(report.audits['largest-contentful-paint-element']?.details);
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : 'not reported';
}

/** URLs the audited page requested from anywhere but `origin` (Lighthouse's network-requests audit). */
function requestsOutside(report: Report, origin: string): string[] {
  const details = report.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as Array<{ url?: unknown }>) : [];
  return items.map((item) => String(item.url ?? '')).filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(`${origin}/`));
}

/** The median run's long tasks (Lighthouse's `long-tasks` audit, simulated 4x CPU): what to split for TBT. */
function longTasks(report: Report): string[] {
  const details = report.audits['long-tasks']?.details;
  const items = details && 'items' in details ? (details.items as Array<{ url?: unknown; duration?: unknown; startTime?: unknown }>) : [];
  const lines = items.map((item) => `  ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms: ${String(item.url ?? '')}`);
  return [`Long tasks of the median run: ${lines.length === 0 ? 'none' : ''}`, ...lines];
}

/** A demo company's own page, as a signed-out visitor opens it from a shared link. */
async function demoCompanyPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/stocks`);
  const stocks = StockListSchema.parse(await response.json());
  const demo = stocks.find((stock) => stock.is_demo && hasStatements(stock) && (stock.key ?? stock.code).trim() !== '');
  if (demo === undefined) throw new Error('The server lists no demo company with statements and a key.');
  return companyPath(demo.key ?? demo.code);
}

/** The runs of one page, their medians against the targets and what the median run failed. */
function reportPage(url: string, origin: string, reports: Report[]): void {
  console.info(`\nLighthouse ${reports[0]!.lighthouseVersion}, ${reports[0]!.configSettings.formFactor} profile, ${RUNS} runs of ${url} (production build)`);
  for (const [index, report] of reports.entries()) {
    const scores = CATEGORIES.map((category) => `${category} ${score(report, category).toFixed(2)}`).join(', ');
    const metrics = METRICS.map((metric) => `${metric.label} ${metric.format(numeric(report, metric.audit))}`).join(', ');
    console.info(`  run ${index + 1}: ${scores}; ${metrics}`);
  }

  console.info('Median of the runs');
  for (const category of CATEGORIES) {
    const value = median(reports.map((report) => score(report, category)));
    console.info(`  ${category.padEnd(16)} ${value.toFixed(2).padStart(8)}  ${verdict(value >= SCORE_TARGETS[category], `>= ${SCORE_TARGETS[category]}`)}`);
  }
  for (const metric of METRICS) {
    const values = reports.map((report) => numeric(report, metric.audit));
    const value = median(values);
    const against = Number.isFinite(metric.target) ? verdict(value <= metric.target, `<= ${metric.format(metric.target)}`) : '';
    // The spread, since one slow run on a shared machine moves a median of few runs.
    const spread = `${metric.format(Math.min(...values))} to ${metric.format(Math.max(...values))}`;
    console.info(`  ${metric.label.padEnd(16)} ${metric.format(value).padStart(8)}  ${against.padEnd(30)} runs ${spread}`);
  }

  // The run whose performance score is the median stands for them all.
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const medianRun = byPerformance[Math.floor(RUNS / 2)]!;
  const runName = `run ${reports.indexOf(medianRun) + 1}`;
  console.info(`LCP element of the median run (${runName}): ${lcpElement(medianRun)}`);
  console.info(`Audits that did not pass in the median run (${runName}), costliest first:`);
  const failing = failingAudits(medianRun);
  for (const line of failing.length > 0 ? failing : ['none']) console.info(`  ${line}`);
  for (const line of longTasks(medianRun)) console.info(line);
  const outside = reports.flatMap((report) => requestsOutside(report, origin));
  console.info(`Requests to anywhere but the server under test: ${outside.length === 0 ? 'none' : [...new Set(outside)].join(', ')}`);
  const warnings = reports.flatMap((report) => report.runWarnings);
  if (warnings.length > 0) console.info(`Lighthouse warnings:\n${[...new Set(warnings)].map((w) => `  ${w}`).join('\n')}`);
}

/** The pages to audit: paths, or 'company' for a demo company's page. */
const PAGES = options.page ?? ['/', 'company'];

async function main() {
  const staticRoot = options['static-root'];
  const server = await startServer(staticRoot === undefined ? {} : { STATIC_ROOT: path.resolve(staticRoot) });
  const audited: Array<{ url: string; reports: Report[] }> = [];
  try {
    for (const page of PAGES) {
      const pagePath = page === 'company' ? await demoCompanyPath(server.baseUrl) : page;
      const url = `${server.baseUrl}${pagePath}`;
      const name = page === 'company' ? 'company' : page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'landing';
      const reports: Report[] = [];
      for (let run = 1; run <= RUNS; run += 1) reports.push(await auditWithRetries(url, run, `${name}-${run}`));
      audited.push({ url, reports });
    }
  } finally {
    await stopServer(server);
  }
  for (const { url, reports } of audited) reportPage(url, server.baseUrl, reports);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
