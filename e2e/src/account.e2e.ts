import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { browserPerFile, openPage, PHONE, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';

const browser = browserPerFile();

/** Serious and critical WCAG 2.1 AA findings on the page as it stands (an open dialog included). */
async function seriousA11yFindings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function openAccountItem(page: Page, item: string): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('banner').getByRole('button', { name: item, exact: true }).click();
}

describe('the account menu', () => {
  it('lists sessions, exports the data, deletes the account, and a new sign-in keeps the free-limit usage', async () => {
    const { page, context, pageErrors } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, colorScheme: 'dark', acceptDownloads: true });
    const asha = person('Asha Investor');
    const [company] = await someCompanies(1, 5);
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, asha);
    const header = page.getByRole('banner');

    // One company researched: one of the five free companies used.
    await research(page, company!);
    await detailsShown(page, company!);
    await header.getByText('Free Access - 4 free stock research remaining').waitFor();

    // Sessions: this browser's session, marked as this device.
    await openAccountItem(page, 'Sessions');
    const sessions = page.getByRole('dialog', { name: 'Sessions' });
    const thisDevice = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await thisDevice.waitFor();
    await expect(thisDevice.textContent()).resolves.toMatch(/Signed in.+Last active/);
    await screenshot(page, 'account-sessions-desktop-dark');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await sessions.waitFor({ state: 'detached' });

    // Export: a real download of the JSON, named by the day.
    const downloaded = page.waitForEvent('download');
    await openAccountItem(page, 'Export my data');
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^conviction-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { user: { email: string }; company_access: Array<{ company_name: string }> };
    expect(exported.user.email).toBe(asha.email);
    expect(exported.company_access.map((access) => access.company_name)).toEqual([company!.name]);
    await header.getByRole('status').getByText('Your data has been downloaded.').waitFor();

    // Delete: named consequences, typed confirmation, then signed out.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await openAccountItem(page, 'Delete account');
    const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
    await deletion.getByText('Your free-limit usage is remembered', { exact: false }).waitFor();
    await screenshot(page, 'account-delete-desktop-light');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await deletion.getByLabel('Type DELETE to confirm').fill('DELETE');
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    const deleted = page.getByRole('dialog', { name: 'Account deleted' });
    await deleted.getByText('Your account has been deleted, and you are signed out.').waitFor();
    const deletedBy = Date.now();
    await deleted.getByRole('button', { name: 'Close' }).click();
    await header.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === '__Host-sid')).toBeUndefined();

    // The same e-mail again: a new account that remembers the company already researched. Identity
    // tokens issued up to the second of the deletion stay refused (README, 'Accounts, audit and
    // retention'), so the new sign-in waits for the next whole second, as any person would.
    await page.waitForTimeout(Math.max(0, Math.ceil(deletedBy / 1000) * 1000 - Date.now()));
    await signInLocally(page, asha);
    await header.getByText('Free Access - 4 free stock research remaining').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens inside the phone menu, and its dialogs fit a 390 px screen', async () => {
    const { page, context, pageErrors } = await openPage(browser(), { ...PHONE, colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await signInLocally(page, person('Ben Trader'), { phone: true });

    await openAccountItem(page, 'Sessions');
    const sessions = page.getByRole('dialog', { name: 'Sessions' });
    await sessions.getByText('This device').waitFor();
    const box = await sessions.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'account-sessions-phone-dark');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await sessions.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    if ((await page.getByRole('button', { name: 'Open menu' }).count()) > 0) await page.getByRole('button', { name: 'Open menu' }).click();
    await openAccountItem(page, 'Delete account');
    const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
    await deletion.getByLabel('Type DELETE to confirm').waitFor();
    const deleteBox = await deletion.boundingBox();
    expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'account-delete-phone-light');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await deletion.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
