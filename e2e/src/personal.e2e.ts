import { type Page } from 'playwright-core';
import { browserPerFile, openPage, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';

const browser = browserPerFile();

const VALUE_WEIGHTS: Record<string, number> = {
  'Business quality': 20,
  Growth: 10,
  'Financial strength': 20,
  'Earnings quality': 10,
  'Management credibility': 10,
  Valuation: 30,
};

async function openPreferences(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('banner').getByRole('button', { name: 'Preferences', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your view of a result' });
  await dialog.waitFor();
  return dialog;
}

describe('a personal view of a result', () => {
  it('sets a lens and pillar weights, keeps them on the server, and shows the personal score beside the standard one', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const [company] = await someCompanies(1, 5);
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Vera Value'));

    const dialog = await openPreferences(page);
    await dialog.getByLabel('Default lens').selectOption({ label: "Graham's defensive investor" });
    await dialog.getByRole('checkbox', { name: 'Use my own pillar weights' }).check();
    for (const [pillar, weight] of Object.entries(VALUE_WEIGHTS)) await dialog.getByRole('spinbutton', { name: pillar }).fill(String(weight));
    await dialog.getByText('Total: 100 of 100').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Stored on the server: a fresh page opens the dialog on them.
    await page.reload();
    const again = await openPreferences(page);
    await expectSelected(again.getByLabel('Default lens'), 'graham');
    await expectValue(again.getByRole('spinbutton', { name: 'Valuation' }), '30');
    await again.getByRole('button', { name: 'Cancel' }).click();

    await searchReady(page);
    await research(page, company!);
    await detailsShown(page, company!);
    const details = page.locator('[data-remote="company_details"]');
    const personal = details.getByTestId('personal-score');
    await personal.waitFor();
    expect(await personal.innerText()).toMatch(/^Your score \(your pillar weights\): \d{1,3}\/100 · \d{1,3}% of your points assessable$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('one research, end to end (issue 16)', () => {
  it('shows the glance, the peer table, the lenses on the chosen lens and the personal score, then opens a peer', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const [company] = await someCompanies(1, 6);
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Omar Overview'));
    const dialog = await openPreferences(page);
    await dialog.getByLabel('Default lens').selectOption({ label: 'Lynch: growth at a reasonable price' });
    await dialog.getByRole('checkbox', { name: 'Use my own pillar weights' }).check();
    for (const [pillar, weight] of Object.entries(VALUE_WEIGHTS)) await dialog.getByRole('spinbutton', { name: pillar }).fill(String(weight));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await research(page, company!);
    await detailsShown(page, company!);
    const details = page.locator('[data-remote="company_details"]');
    await details.getByRole('region', { name: 'At a glance' }).waitFor();
    const peers = details.getByRole('region', { name: 'Peer Comparison' }).getByRole('table');
    await peers.waitFor();
    // The company, at least three peers and the median row.
    expect(await peers.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
    // The lenses open on the user's lens; another is a click away.
    const lenses = details.getByRole('tablist', { name: 'Investor lenses' });
    await lenses.getByRole('tab', { name: 'Lynch', selected: true }).waitFor();
    await lenses.getByRole('tab', { name: 'Piotroski' }).click();
    await lenses.getByRole('tab', { name: 'Piotroski', selected: true }).waitFor();
    await details.getByTestId('personal-score').waitFor();

    // A peer's name opens its research, after saying what it costs a free user.
    const peerButton = peers.locator('tbody tr').nth(1).getByRole('button');
    const peerName = (await peerButton.textContent())!;
    await peerButton.click();
    const confirm = details.getByRole('group', { name: `Open ${peerName}` });
    await confirm.getByText(/^Opens a new research: \d+ free left$/).waitFor();
    await confirm.getByRole('button', { name: 'Open', exact: true }).click();
    await details.getByText(peerName, { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await details.getByTestId('personal-score').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

async function expectSelected(select: ReturnType<Page['getByLabel']>, value: string) {
  expect(await select.inputValue()).toBe(value);
}

async function expectValue(input: ReturnType<Page['getByRole']>, value: string) {
  expect(await input.inputValue()).toBe(value);
}
