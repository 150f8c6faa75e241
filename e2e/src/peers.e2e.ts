import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { browserPerFile, openPage, PHONE, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';

const browser = browserPerFile();

describe('peer comparison', () => {
  it('shows the peer table at 390 px, tells a free user before a peer opens, and opens it', async () => {
    const { page, pageErrors } = await openPage(browser(), PHONE);
    const [company] = await someCompanies(1, 5);
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await signInLocally(page, person('Priya Peers'), { phone: true });
    // The research link closes the phone menu and scrolls to the search box.
    await page.locator('header').getByRole('link', { name: 'Research', exact: true }).click();
    await research(page, company!);
    await detailsShown(page, company!);

    const details = page.locator('[data-remote="company_details"]');
    const card = details.getByRole('region', { name: 'Peer Comparison' });
    const table = card.getByRole('table');
    await table.waitFor({ state: 'visible', timeout: 20_000 });
    const rows = table.locator('tbody tr');
    // The company, at least 3 peers and the median row.
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    await card.getByRole('rowheader', { name: 'Industry median' }).waitFor();
    // The card fits the screen; the table scrolls sideways inside it, its name column sticky.
    const cardBox = await card.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    const scroller = card.getByRole('region');
    await scroller.evaluate((element) => element.scrollBy({ left: 200 }));
    const nameCell = await rows.first().locator('th').boundingBox();
    expect(nameCell!.x).toBeGreaterThanOrEqual(cardBox!.x);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'peer-comparison-phone');

    const axe = await new AxeBuilder({ page }).include('[data-remote="company_details"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    const peerButton = rows.nth(1).getByRole('button');
    const peerName = (await peerButton.textContent())!;
    await peerButton.click();
    const confirm = card.getByRole('group', { name: `Open ${peerName}` });
    await confirm.getByText('Opens a new research: 4 free left', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'peer-comparison-phone-confirm');
    await card.screenshot({ path: path.join(__dirname, '..', 'artifacts', 'peer-comparison-card-phone.png') });
    await confirm.getByRole('button', { name: 'Open', exact: true }).click();
    await details.getByText(peerName, { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByRole('banner').getByText('3 free stock research remaining', { exact: false }).waitFor({ state: 'attached' });
    expect(pageErrors).toEqual([]);
  });
});
