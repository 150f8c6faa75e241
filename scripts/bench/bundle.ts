// `npm run bench:bundle`: every JavaScript file a person's browser downloads
// from the production build, measured in Chromium in three steps of one visit
// (first visit, sign-in, one research), gzipped at level 9, with what each file
// holds, next to the floor for this stack: a minimal React 19 + Redux Toolkit app.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page, type Request } from 'playwright-core';
import webpack from 'webpack';
import { remotes } from '../../remotes/remotes.json';
import { person, signInLocally } from '../../e2e/src/harness/people';
import { research, searchReady } from '../../e2e/src/harness/research';
import { describeFile } from './contents';
import { armResearchTimer, demoCompanies, researchTiming, withBenchPage } from './session';

const repoRoot = path.resolve(__dirname, '..', '..');
/** First visit total ÷ floor at most this. */
const FIRST_VISIT_TARGET = 1.6;
/** A step is over once no request is in flight and no JavaScript was requested for this long (idle-time prefetches count). */
const QUIET_WINDOW_MS = 1_500;
/** A step that never goes quiet for this long is a failure to measure. */
const STEP_TIMEOUT_MS = 60_000;

const PHASES = ['first visit to /', 'sign-in', 'research a company'] as const;
type Phase = (typeof PHASES)[number];

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Where a served path comes from: the shell at /, each remote under /remotes/<last part of its folder>/. */
function appOf(urlPath: string): { app: string; mapsDir: string } {
  const remote = remotes.find((r) => urlPath.startsWith(`/remotes/${path.basename(r.folder)}/`));
  const folder = remote ? remote.folder : 'shell';
  return { app: remote ? remote.name : 'shell', mapsDir: path.join(repoRoot, folder, 'sourcemaps') };
}

/**
 * The floor: a minimal real app on this stack (React 19 with react-dom/client
 * and the JSX runtime, Redux Toolkit and react-redux, one component under a
 * Provider), bundled by webpack and minified by the shell's minimizer, gzipped.
 */
async function floorBytes(): Promise<number> {
  // Inside the repo so the entry resolves packages from its node_modules.
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'conviction-floor-'));
  const entry = path.join(dir, 'entry.js');
  // Plain JS calling the JSX runtime: the shell's script rule does not compile files under node_modules.
  fs.writeFileSync(
    entry,
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { jsx } from 'react/jsx-runtime';",
      "import { Provider, useSelector } from 'react-redux';",
      "import { configureStore, createSlice } from '@reduxjs/toolkit';",
      "const greeting = createSlice({ name: 'greeting', initialState: { text: 'Hello' }, reducers: { changed: (state, action) => { state.text = action.payload; } } });",
      'const store = configureStore({ reducer: { greeting: greeting.reducer } });',
      'function Greeting() { return jsx("p", { children: useSelector((state) => state.greeting.text) }); }',
      "createRoot(document.getElementById('root')).render(jsx(StrictMode, { children: jsx(Provider, { store, children: jsx(Greeting, {}) }) }));",
      "store.dispatch(greeting.actions.changed('Hello, floor'));",
    ].join('\n'),
  );
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.base.js is CommonJS
    const base = require(path.join(repoRoot, 'webpack.base.js'));
    const shellConfig = base.createWebpackConfig({ appDir: path.join(repoRoot, 'shell'), name: 'floor', devPort: 0, mode: 'production', federation: {} });
    const out = path.join(dir, 'out');
    const config: webpack.Configuration = {
      mode: 'production',
      context: repoRoot,
      entry,
      output: { path: out, filename: 'floor.js' },
      resolve: shellConfig.resolve,
      module: shellConfig.module,
      optimization: { minimizer: shellConfig.optimization.minimizer },
      devtool: false,
    };
    await new Promise<void>((resolve, reject) =>
      webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
    );
    return fs
      .readdirSync(out)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(fs.readFileSync(path.join(out, f))), 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Download {
  phase: Phase;
  urlPath: string;
  gzip: number;
  /** The body's bytes as the server sent them (after any content-encoding). */
  sent: number;
  encoding: string;
  hash: string;
  label: string;
  groups: Map<string, number>;
}

/** Records every JavaScript response of the page, each URL once, against the step running when it was requested. */
class NetworkLog {
  phase: Phase = PHASES[0];
  readonly downloads: Download[] = [];
  private readonly seen = new Set<string>();
  private readonly pending: Array<Promise<void>> = [];
  private readonly inFlight = new Set<Request>();
  private lastJsRequest = Date.now();
  private lastActivity = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
      if (this.isScript(request)) this.lastJsRequest = Date.now();
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      const request = response.request();
      if (!this.isScript(request)) return;
      const urlPath = new URL(response.url()).pathname;
      if (this.seen.has(urlPath)) return;
      this.seen.add(urlPath);
      const phase = this.phase;
      this.pending.push(
        Promise.all([response.body(), response.finished().then(() => request.sizes())]).then(([body, sizes]) => {
          const { app, mapsDir } = appOf(urlPath);
          const hash = createHash('sha256').update(body).digest('hex');
          const { label, groups } = describeFile(app, mapsDir, path.basename(urlPath), body.toString('utf8'));
          const encoding = response.headers()['content-encoding'] ?? 'none';
          this.downloads.push({ phase, urlPath, gzip: gz(body), sent: sizes.responseBodySize, encoding, hash, label, groups });
        }),
      );
    });
  }

  private isScript(request: Request): boolean {
    return request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
  }

  /** Waits until nothing is in flight and no script was requested for QUIET_WINDOW_MS, then for every body. */
  async quiet(): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const now = Date.now();
      if (this.inFlight.size === 0 && now - this.lastJsRequest >= QUIET_WINDOW_MS && now - this.lastActivity >= 500) break;
      if (now > deadline) {
        const open = [...this.inFlight].map((r) => r.url()).join(', ');
        throw new Error(`The '${this.phase}' step did not go quiet within ${STEP_TIMEOUT_MS} ms${open ? `; still in flight: ${open}` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(this.pending);
  }
}

async function measureVisit(): Promise<Download[]> {
  return withBenchPage(async ({ page }) => {
    const log = new NetworkLog(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await log.quiet();

    log.phase = 'sign-in';
    await signInLocally(page, person('Bench Visitor'));
    await log.quiet();

    log.phase = 'research a company';
    const [company] = await demoCompanies();
    await searchReady(page);
    await armResearchTimer(page, company!);
    await research(page, company!);
    await researchTiming(page);
    await log.quiet();
    return log.downloads;
  });
}

function printPhase(phase: Phase, downloads: Download[], twice: Set<string>): number {
  const rows = downloads.filter((d) => d.phase === phase).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, d) => sum + d.gzip, 0);
  const sent = rows.reduce((sum, d) => sum + d.sent, 0);
  const encodings = [...new Set(rows.map((d) => d.encoding))].join(', ') || 'none';
  console.info(`\n${phase}: ${rows.length} JavaScript files, ${kb(total)} KB gzipped (${kb(sent)} KB as sent, content-encoding: ${encodings})`);
  if (rows.length === 0) return total;
  const width = Math.max(4, ...rows.map((d) => d.urlPath.length));
  console.info(`  ${'file'.padEnd(width)}  ${'gzip KB'.padStart(7)}  ${'sent KB'.padStart(7)}  contents`);
  for (const d of rows) {
    const flag = twice.has(d.hash) ? '  [downloaded twice: same content under another URL]' : '';
    console.info(`  ${d.urlPath.padEnd(width)}  ${kb(d.gzip).padStart(7)}  ${kb(d.sent).padStart(7)}  ${d.label}${flag}`);
  }
  return total;
}

async function main() {
  const floor = await floorBytes();
  const downloads = await measureVisit();
  const urlsByHash = new Map<string, string[]>();
  for (const d of downloads) urlsByHash.set(d.hash, [...(urlsByHash.get(d.hash) ?? []), d.urlPath]);
  const twice = new Set([...urlsByHash].filter(([, urls]) => urls.length > 1).map(([hash]) => hash));

  console.info('JavaScript downloaded from the production build in Chromium, gzipped (level 9), by step of one visit.');
  console.info(`Each step ends when no request is in flight and no script was requested for ${QUIET_WINDOW_MS} ms.`);
  const totals = PHASES.map((phase) => printPhase(phase, downloads, twice));
  const firstVisit = totals[0]!;
  const ratio = firstVisit / floor;

  console.info('\nSummary');
  console.info(`  floor (React 19 + react-dom/client + react-redux + RTK, one component under a Provider, shell minimizer): ${kb(floor)} KB`);
  PHASES.forEach((phase, index) => console.info(`  ${index === 0 ? '' : '+'}${phase}: ${kb(totals[index]!)} KB`));
  console.info(`  whole visit: ${kb(totals.reduce((sum, t) => sum + t, 0))} KB`);
  console.info(`  first visit / floor: ${ratio.toFixed(2)}x  ${ratio <= FIRST_VISIT_TARGET ? 'ok' : 'OVER'} (target <= ${FIRST_VISIT_TARGET}x)`);
  const duplicated = [...urlsByHash.values()].filter((urls) => urls.length > 1);
  console.info(`  downloaded twice: ${duplicated.length === 0 ? 'none' : duplicated.map((urls) => urls.join(' = ')).join('; ')}`);
  console.info(`  the same package in several files (at least ${kb(SPREAD_MIN_CHARS)} KB minified in each):`);
  for (const line of spreadPackages(downloads)) console.info(`    ${line}`);
}

/** A group counts as carried by a file from this many minified characters. */
const SPREAD_MIN_CHARS = 1024;

/** Packages (and shared-types, the runtimes) that several downloaded files each carry a copy or a part of. */
function spreadPackages(downloads: Download[]): string[] {
  const files = new Map<string, { count: number; chars: number }>();
  for (const d of downloads) {
    for (const [group, chars] of d.groups) {
      if (chars < SPREAD_MIN_CHARS || group.endsWith(' code')) continue;
      const entry = files.get(group) ?? { count: 0, chars: 0 };
      files.set(group, { count: entry.count + 1, chars: entry.chars + chars });
    }
  }
  const lines = [...files]
    .filter(([, entry]) => entry.count > 1)
    .sort((a, b) => b[1].chars - a[1].chars)
    .map(([group, entry]) => `${group}: ${entry.count} files, ${kb(entry.chars)} KB minified in all`);
  return lines.length > 0 ? lines : ['none'];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
