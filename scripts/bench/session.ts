// What the browser benchmarks share: the production server and Chromium of the
// e2e harness, a signed-in person, and the in-page test for "the research
// result is drawn". Everything here finds the page by what a person sees
// (roles, headings, the status line) so it holds whatever the shell loads when.
import { type Browser, type Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../e2e/src/harness/browser';
import { listedCompanies, type ListedCompany } from '../../e2e/src/harness/research';
import { startServer, stopServer, type RunningServer } from '../../e2e/src/harness/server';

export interface BenchSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/** Starts the production server on a free port and one Chromium page pointed at it, runs `job`, and stops both. */
export async function withBenchPage<T>(job: (session: BenchSession) => Promise<T>): Promise<T> {
  const server = await startServer();
  // The e2e helpers read the server's address from here.
  process.env.E2E_BASE_URL = server.baseUrl;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const { page, context } = await openPage(browser);
    await installPageHelpers(page);
    const result = await job({ server, browser, page });
    await context.close();
    return result;
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

/** The demo companies that have a code, in list order. */
export async function demoCompanies(): Promise<ListedCompany[]> {
  const companies = (await listedCompanies()).filter((company) => company.is_demo && company.code.trim() !== '');
  if (companies.length === 0) throw new Error('The server lists no demo company with a code.');
  return companies;
}

/** The chart titles of the result view; each chart has drawn when its figure holds a line path. */
export const CHART_TITLES = ['Raw values', 'Year-over-year growth (%)'] as const;

/**
 * Runs in the page: true once the result view has announced `companyName` as
 * ready (its polite status line), every chart in `chartTitles` has drawn a
 * line (a `path[data-metric]` inside the figure titled so) and the price chart
 * (`svg[aria-label^="Price chart, "]`) has drawn its line, none of them in
 * `stale` (the lines of a previous result still on screen when the research began).
 */
/** The price chart's drawn line: nivo's line paths inside the chart's labelled svg (resultDrawn spells it out too). */
export const PRICE_CHART_LINES = 'svg[aria-label^="Price chart, "] path[fill="none"]';

export function resultDrawn(companyName: string, chartTitles: readonly string[], stale: ReadonlySet<Element>): boolean {
  const ready = `Company details for ${companyName} are ready.`;
  if (![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.trim() === ready)) return false;
  const figures = [...document.querySelectorAll('figure')];
  // Spelt out: this function is sent to the page as text, without the module's constants.
  const priceLine = [...document.querySelectorAll('svg[aria-label^="Price chart, "] path[fill="none"]')].some((path) => !stale.has(path));
  return (
    priceLine &&
    chartTitles.every((title) =>
      figures.some((figure) => {
        const titleId = figure.getAttribute('aria-labelledby');
        const caption = titleId ? document.getElementById(titleId)?.textContent : figure.querySelector('figcaption')?.textContent;
        return caption?.trim() === title && [...figure.querySelectorAll('path[data-metric]')].some((path) => !stale.has(path));
      }),
    )
  );
}

interface BenchWindow {
  __benchResultDrawn: typeof resultDrawn;
  __benchTimer: Promise<ResearchTiming>;
}

/** performance.now() in the page at the click on 'Get Company Details' and when the result was drawn. */
export interface ResearchTiming {
  clickedAt: number;
  drawnAt: number;
}

/**
 * Puts resultDrawn into every document the page loads. An init script runs
 * outside the page's CSP. tsx wraps named functions in `__name(...)` calls, so
 * a function sent to the page needs that helper there too.
 */
async function installPageHelpers(page: Page): Promise<void> {
  await page.addInitScript(`globalThis.__name = (target) => target;\nglobalThis.__benchResultDrawn = ${resultDrawn.toString()};`);
}

const RESEARCH_TIMEOUT_MS = 20_000;

/**
 * Arms a clock in the page: it starts at the next click on the 'Get Company
 * Details' button and stops when the result of `company` is drawn, both read
 * with performance.now() in the page. Read it with researchTiming().
 */
export async function armResearchTimer(page: Page, company: ListedCompany): Promise<void> {
  await page.evaluate(
    ({ name, titles, lines, timeoutMs }) => {
      const bench = window as unknown as BenchWindow;
      const stale = new Set(document.querySelectorAll(`figure path[data-metric], ${lines}`));
      bench.__benchTimer = new Promise<ResearchTiming>((resolve, reject) => {
        let clickedAt: number | null = null;
        const onClick = (event: MouseEvent) => {
          const button = (event.target as Element | null)?.closest('button');
          if (clickedAt === null && button?.textContent?.trim() === 'Get Company Details') clickedAt = performance.now();
        };
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
          document.removeEventListener('click', onClick, true);
        };
        const observer = new MutationObserver(() => {
          if (clickedAt === null || !bench.__benchResultDrawn(name, titles, stale)) return;
          const drawnAt = performance.now();
          finish();
          resolve({ clickedAt, drawnAt });
        });
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`${name}: the details, both charts and the price chart were not drawn within ${timeoutMs} ms of the click`));
        }, timeoutMs);
        document.addEventListener('click', onClick, true);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
      // Read later by researchTiming(); a timeout must not count as unhandled before then.
      bench.__benchTimer.catch(() => undefined);
    },
    { name: company.name, titles: [...CHART_TITLES], lines: PRICE_CHART_LINES, timeoutMs: RESEARCH_TIMEOUT_MS },
  );
}

/** Waits for the clock armed by armResearchTimer() and returns its readings. */
export async function researchTiming(page: Page): Promise<ResearchTiming> {
  return page.evaluate(() => (window as unknown as BenchWindow).__benchTimer);
}
