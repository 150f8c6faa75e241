import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { type Download, type Page } from 'playwright-core';
import { browserPerFile, openPage, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';

// Excel downloads (docs/screener.md and docs/statements.md, 'Excel downloads'): a free user keeps
// the CSV and is offered the upgrade for the workbook; once on Premium (test mode, as the shared
// test server runs) the screen's and the statements' workbooks download and read back as the page shows.
const browser = browserPerFile();

const QUERY = 'ROCE > 15 AND Debt to equity < 1';
const results = (page: Page) => page.getByRole('table').filter({ has: page.locator('caption', { hasText: /compan(y|ies) match/ }) });
/** The day in India (UTC+05:30), as the server names its files. */
const indianDay = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(fs.readFileSync((await download.path())!)).buffer);
  return workbook;
}

/** Clicks and waits for the download the click starts. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** The rows of the results table on the page: the name and the NSE code of each. */
async function shownCompanies(page: Page): Promise<Array<[string, string]>> {
  return results(page)
    .locator('tbody th[scope="row"]')
    .evaluateAll((cells) =>
      cells.map((cell) => [cell.querySelector('button')?.textContent ?? '', cell.querySelector('span')?.textContent ?? ''] as [string, string]),
    );
}

describe('Excel downloads', () => {
  it('a free user downloads the CSV, is offered Premium for Excel, then downloads the screen and the statements as workbooks', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    await page.goto('/');
    await signInLocally(page, person('Esha Excel'));
    await waitForRemote(page, 'accessed_companies');
    await page.locator('#research').getByRole('link', { name: 'Screen all companies' }).click();
    await waitForRemote(page, 'screener');
    await page.getByLabel('Screen query').fill(QUERY);
    await page.getByRole('button', { name: 'Run screen' }).click();
    await results(page).waitFor();
    const total = Number((await results(page).locator('caption').innerText()).replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(0);

    // Free: the CSV downloads as before.
    const csv = await downloadBy(page, () => page.getByRole('link', { name: 'Download CSV' }).click());
    expect(csv.suggestedFilename()).toBe('conviction-screen.csv');
    const csvLines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csvLines[0]).toBe('Name,NSE code,Current Price,Score,ROCE,Debt to equity');
    expect(csvLines).toHaveLength(total + 1);

    // The workbook is Premium: the upgrade dialog opens with the server's reason, and the purchase goes through.
    const excel = page.getByRole('button', { name: 'Excel (.xlsx)' });
    await expect(excel.innerText()).resolves.toBe('Excel (.xlsx)');
    await excel.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('Excel downloads come with Premium. CSV downloads stay free.', { exact: true }).waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^You're on Premium \(3 months\) until /)
      .waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    const screen = await downloadBy(page, () => excel.click());
    expect(screen.suggestedFilename()).toBe(`screen-${indianDay()}.xlsx`);
    const screenBook = await workbookOf(screen);
    expect(screenBook.worksheets.map((sheet) => sheet.name)).toEqual(['Screen']);
    const sheet = screenBook.getWorksheet('Screen')!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Query', QUERY]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Date', indianDay()]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Name', 'NSE code', 'Current Price', 'Score', 'ROCE', 'Debt to equity']);
    expect(sheet.rowCount).toBe(4 + total);
    // The page's first rows, in the page's order, are the workbook's first companies.
    const shown = await shownCompanies(page);
    expect(shown.length).toBeGreaterThan(0);
    const inWorkbook = shown.map((_, index) => {
      const row = sheet.getRow(5 + index);
      return [row.getCell(1).text, row.getCell(2).text];
    });
    expect(inWorkbook).toEqual(shown);
    expect(typeof sheet.getRow(5).getCell(5).value).toBe('number');

    // A company opened from the screen: the statements' workbook, a sheet per table the page shows, then the sources.
    const [firstName] = shown[0]!;
    await results(page).getByRole('button', { name: firstName, exact: true }).click();
    const details = page.locator('[data-remote="company_details"]');
    await details.getByRole('heading', { name: 'Company Details' }).waitFor({ state: 'visible', timeout: 20_000 });
    const card = details.getByRole('region', { name: 'Statements', exact: true });
    const tabs = card.getByRole('tablist', { name: 'Statement tables' }).getByRole('tab');
    await tabs.first().waitFor({ timeout: 20_000 });
    // Each tab's title, and the note its panel shows when the table has no periods.
    const shownTables = await tabs.evaluateAll((elements) =>
      elements.map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return { title: tab.textContent ?? '', empty: panel?.querySelector('table') ? null : (panel?.querySelector('p')?.textContent ?? '') };
      }),
    );
    const titles = shownTables.map((table) => table.title);
    const statements = await downloadBy(page, () => card.getByRole('button', { name: 'Download all the statements as Excel (.xlsx)' }).click());
    const code = shown[0]![1];
    expect(statements.suggestedFilename()).toBe(`${code}-statements-${indianDay()}.xlsx`);
    const statementsBook = await workbookOf(statements);
    expect(statementsBook.worksheets.map((each) => each.name)).toEqual([...titles, 'Sources']);
    for (const { title, empty } of shownTables) {
      const table = statementsBook.getWorksheet(title)!;
      expect(table.getRow(1).getCell(1).text).toBe(`${firstName} · ${title}`);
      // A table with no periods: the sheet says what the page says; else the periods' header.
      if (empty !== null) expect(table.getRow(3).getCell(1).text).toBe(empty);
      else expect(table.getRow(4).getCell(1).text).toBe('Line item');
    }

    expect(pageErrors).toEqual([]);
    // The refusal before the purchase is the server's 403; nothing else may be logged.
    expect(consoleErrors.filter((message) => !message.includes('403'))).toEqual([]);
    await context.close();
  });
});
