import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { browserPerFile, openPage, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, listedCompanies, research, searchReady, type ListedCompany } from './harness/research';
import { repoRoot } from './harness/server';

// Exclusive reports (docs/premium-report.md): a free user asks for the PDF and is offered the
// upgrade; after buying the 1-year plan (test mode, as the shared test server runs) the report
// downloads under the server's name and its text is the company's.
const browser = browserPerFile();

/** A company with statements from the middle of the list: other files pick theirs from its ends. */
async function reportedCompany(): Promise<ListedCompany> {
  const listed = (await listedCompanies()) as Array<ListedCompany & { has_statements?: boolean }>;
  const counted = listed.filter((company) => company.code.trim() !== '' && company.has_statements !== false);
  return counted[Math.floor(counted.length / 2) + 3]!;
}

/** The PDF's text, page by page, extracted with pdf.js (unpdf) in a child process. */
async function pdfText(file: string): Promise<string[]> {
  const script = path.join(repoRoot, 'api', 'scripts', 'extractPdfText.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, file], { maxBuffer: 16 * 1024 * 1024 });
  return (JSON.parse(stdout) as { text: string[] }).text;
}

const indiaDate = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('the PDF report', () => {
  it('offers a free user the upgrade, then downloads the report for the 1-year plan', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    const company = await reportedCompany();
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Rohan Reporter'));
    await research(page, company);
    await detailsShown(page, company);

    const button = page.getByRole('button', { name: 'Download PDF report' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('1 Year Premium', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^You're on Premium \(1 year\) until /)
      .waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const date = indiaDate();
    expect(download.suggestedFilename()).toBe(`${company.code}-conviction-${date}.pdf`);
    const text = await pdfText((await download.path())!);
    const first = text[0]!;
    expect(first).toContain(company.name);
    expect(first).toContain(date);
    expect(first).toMatch(/Score \d+\/100|Not rated/);
    await screenshotOf(page.getByRole('button', { name: 'Download PDF report' }), 'report-download-button');

    expect(pageErrors).toEqual([]);
    // The refusal before the purchase is the server's 403; nothing else may be logged.
    expect(consoleErrors.filter((message) => !message.includes('403'))).toEqual([]);
    await context.close();
  });
});
