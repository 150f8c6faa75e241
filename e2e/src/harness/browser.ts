import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags this machine needs: no sandbox as root, and no background network
// traffic (the machine's closed network refuses it).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through e2e/jest.config.js.');
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors, for tests that assert a clean console. */
  pageErrors: Error[];
  /** Messages the page logged with console.error (and failed-resource notices), in order. */
  consoleErrors: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<PageWithErrors> {
  // A test with its own server passes its baseURL; the rest use the run's shared server.
  const context = await browser.newContext({ baseURL: options.baseURL ?? baseUrl(), ...options });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, pageErrors, consoleErrors };
}

function artifactPath(name: string): string {
  const dir = path.join(__dirname, '..', '..', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Saves a screenshot under e2e/artifacts (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifactPath(name), fullPage: true });
}

/** One element only (a dialog, a card), where the whole page would be too tall to read. */
export async function screenshotOf(element: Locator, name: string): Promise<void> {
  await element.screenshot({ path: artifactPath(name) });
}

/** Waits until a remote's slot reports its component mounted. */
export async function waitForRemote(page: Page, name: string): Promise<void> {
  await page.locator(`[data-remote="${name}"][data-remote-status="ready"]`).waitFor({ state: 'attached', timeout: 20_000 });
}

/** Launches one Chromium for the test file and closes it afterwards; call at the top of a file. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: browserPerFile() must be called at the top of the test file.');
    return browser;
  };
}
