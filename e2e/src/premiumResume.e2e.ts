import { browserPerFile, openPage, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, listedCompanies, research, searchReady, type ListedCompany } from './harness/research';

// Item 9 of issue 30 (docs/company-page.md, 'Premium history and a resumed research'): a free
// user at the limit buys premium from the dialog (test mode, as the shared test server runs),
// sees what was bought, the refused research resumes, and the accessed panel keeps the list.
const browser = browserPerFile();

/** Six companies whose research counts against the limit (a company without statements would not). */
async function countedCompanies(): Promise<ListedCompany[]> {
  const listed = (await listedCompanies()) as Array<ListedCompany & { has_statements?: boolean }>;
  const counted = listed.filter((company) => company.code.trim() !== '' && company.has_statements !== false);
  // From the end of the list: other files pick theirs spread from its start.
  return counted.slice(-6);
}

describe('premium history and a resumed research', () => {
  it('resumes the research the limit refused after a purchase, keeping the previous result meanwhile, and lists it under the badge', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    const companies = await countedCompanies();
    expect(companies).toHaveLength(6);
    const [blocked, previous] = [companies[5]!, companies[4]!];
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Meera Resumer'));
    for (const company of companies.slice(0, 5)) {
      await research(page, company);
      await detailsShown(page, company);
    }
    const header = page.getByRole('banner');
    await header.getByText('Free Access - 0 free stock research remaining').waitFor();

    // The limit refuses the sixth: the dialog opens and the fifth's result stays on the page.
    await research(page, blocked);
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await detailsShown(page, previous);

    await dialog.getByText('1 Year Premium', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    const confirmation = dialog.getByRole('status');
    await confirmation.getByText(/^You're on Premium \(1 year\) until \d{1,2} [A-Z][a-z]{2} \d{4}\.$/).waitFor({ state: 'visible' });
    await confirmation.getByText('Test mode: no real payment was taken.').waitFor({ state: 'visible' });
    await screenshotOf(dialog, 'premium-confirmed');

    // The refused research resumes on its own, once; Continue closes the dialog onto it.
    await detailsShown(page, blocked);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header.getByText('Premium Access - Unlimited companies').waitFor();

    // The accessed panel: the badge, then every company researched, the resumed one included.
    const panel = page.getByRole('region', { name: 'Your Accessed Companies' });
    await panel.getByText('Premium Access / Unlimited').waitFor({ state: 'visible' });
    const list = panel.getByRole('list');
    await list.getByRole('button', { name: blocked.name, exact: true }).waitFor({ state: 'visible' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(6);
    const badgeBox = await panel.getByText('Premium Access / Unlimited').boundingBox();
    const listBox = await list.boundingBox();
    expect(listBox!.y).toBeGreaterThan(badgeBox!.y);
    await screenshotOf(panel, 'premium-accessed-list');

    // An entry opens that company's research.
    await list.getByRole('button', { name: companies[0]!.name, exact: true }).click();
    await detailsShown(page, companies[0]!);

    expect(pageErrors).toEqual([]);
    // The refusal is the server's 403; nothing else may be logged.
    expect(consoleErrors.filter((text) => !text.includes('status of 403'))).toEqual([]);
    await context.close();
  });
});
