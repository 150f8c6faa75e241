import { type Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface ListedCompany {
  id: string;
  name: string;
  code: string;
  is_demo: boolean;
}

/** The live stock list, as the page sees it, so tests pick companies that really exist on this server. */
export async function listedCompanies(server = baseUrl()): Promise<ListedCompany[]> {
  const response = await fetch(`${server}/api/stocks`);
  if (!response.ok) throw new Error(`GET /api/stocks answered ${response.status}`);
  return (await response.json()) as ListedCompany[];
}

/**
 * `count` companies with a code, spread through the list; `offset` keeps tests
 * that run on the same server from picking the same ones; `server` is the
 * shared test server unless a test started its own.
 */
export async function someCompanies(count: number, offset = 0, server = baseUrl()): Promise<ListedCompany[]> {
  const withCode = (await listedCompanies(server)).filter((company) => company.code.trim() !== '');
  const step = Math.floor(withCode.length / (count + 1)) || 1;
  return Array.from({ length: count }, (_, index) => withCode[(offset * 7 + (index + 1) * step) % withCode.length]!);
}

/** Waits until the company box accepts typing (the stock list has loaded). */
export async function searchReady(page: Page): Promise<void> {
  await searchBox(page).waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(() => !(document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.disabled);
}

export function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Company' });
}

/** Types into the company box, picks the suggestion for `company` and asks for its details. */
export async function research(page: Page, company: ListedCompany, { typed = company.name } = {}): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('listbox', { name: 'Company suggestions' })
    .getByRole('option', { name: `${company.name} (${company.code})` })
    .click();
  await expectValue(page, company.name);
  await page.getByRole('button', { name: 'Get Company Details' }).click();
}

export async function expectValue(page: Page, value: string): Promise<void> {
  const box = searchBox(page);
  await page.waitForFunction(([element, expected]) => (element as HTMLInputElement).value === expected, [await box.elementHandle(), value] as const);
}

/** Waits for the result view of `company`. */
export async function detailsShown(page: Page, company: ListedCompany): Promise<void> {
  const details = page.locator('[data-remote="company_details"]');
  await details.getByRole('heading', { name: 'Company Details' }).waitFor({ state: 'visible', timeout: 20_000 });
  await details.getByText(company.name, { exact: true }).first().waitFor({ state: 'visible' });
}

/**
 * Picks a company in How it works' step 1 (the native dropdown), as a visitor
 * does before scrolling to the research section; returns its label.
 */
export async function pickFromStockList(page: Page, index = 1): Promise<string> {
  const select = page.getByLabel('Select a Stock');
  // The companies' options appear once the stock list has loaded.
  await select.locator('option').nth(index).waitFor({ state: 'attached', timeout: 20_000 });
  const label = await select.locator('option').nth(index).innerText();
  await select.selectOption({ index });
  return label;
}
